import { contactTypeLabel, type ResidentDetail } from '@acorn/domain';
import { Box, Typography } from '@mui/material';
import { SimpleTable } from '../../../../components/simple-table';

/** The people the resident's tablet knows: companions, other residents, addresses, with their type. */
export function ContactsSection({ detail }: { detail: ResidentDetail }) {
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
