import { contactTypeLabel, type ResidentDetail } from '@acorn/domain/residents';
import { Box, Typography } from '@mui/material';
import { useId } from 'react';
import { SimpleTable } from '../../../../components/simple-table';
import { FamilyMembers } from './family-members';
import { SharedPhotosSection } from './shared-photos-section';

/** The people the resident's tablet knows: companions, other residents, addresses, with their type. */
function TabletContacts({ detail }: { detail: ResidentDetail }) {
  if (detail.user_contacts.length === 0)
    return <Typography>No friends or family are linked to this resident yet.</Typography>;
  return (
    <Box tabIndex={0} role="region" aria-label="Friends & Family" sx={{ overflowX: 'auto' }}>
      <SimpleTable
        label="Friends & Family"
        head={['Name', 'Type', 'Email']}
        rows={detail.user_contacts.map((c) => [
          [c.firstname, c.surname].filter(Boolean).join(' ') || '—',
          contactTypeLabel(c.user_type),
          c.email ?? '',
        ])}
      />
    </Box>
  );
}

/**
 * Friends & Family (doc 2 §2.1; issue 20): the family members on the portal, the photos they shared with
 * the resident, then the contacts on the resident's tablet.
 */
export function ContactsSection({ detail }: { detail: ResidentDetail }) {
  const { user } = detail;
  const firstname = user.firstname || 'the resident';
  const name = [user.firstname, user.surname].filter(Boolean).join(' ') || 'the resident';
  const photosHeading = useId();
  return (
    <>
      <FamilyMembers userId={user.user_id} firstname={firstname} name={name} />
      <Box component="section" aria-labelledby={photosHeading} sx={{ mb: 3 }}>
        <Typography id={photosHeading} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          Photos shared by family
        </Typography>
        <SharedPhotosSection userId={user.user_id} name={name} />
      </Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        Contacts on the tablet
      </Typography>
      <TabletContacts detail={detail} />
    </>
  );
}
