import { FAMILY_MESSAGES, type FamilyLink, type FamilyShare } from '@acorn/domain/family';
import PersonAdd from '@mui/icons-material/PersonAdd';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDialogs } from '../../../../components/dialogs/dialogs-context';
import { FamilyMemberCard, memberName } from './family-member-card';
import { familyLinksKey, fetchFamilyLinks, removeFamilyLink, updateFamilyLink } from './family-links-api';
import { InviteFamilyDialog } from './invite-family-dialog';
import { useAction } from '../../../../lib/use-action';

/** One switch moved: whose link, which share, and on or off. */
interface ShareChange {
  link: FamilyLink;
  which: FamilyShare;
  on: boolean;
}

interface Props {
  userId: number;
  /** The resident's first name and full name, as the section's sentences name them. */
  firstname: string;
  name: string;
}

/**
 * Family members on the portal (issue 20): the people linked to the resident, what the resident shares
 * with each (a switch saved at once; put back with the server's reason if refused), Remove after a
 * confirmation, and Invite family member.
 */
export function FamilyMembers({ userId, firstname, name }: Props) {
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const headingId = useId();
  const queryKey = familyLinksKey(userId);
  const links = useQuery({ queryKey, queryFn: () => fetchFamilyLinks(userId) });
  const [inviting, setInviting] = useState(false);

  const replace = (link: FamilyLink) =>
    queryClient.setQueryData<{ items: FamilyLink[] }>(
      queryKey,
      (data) =>
        data && { items: data.items.map((l) => (l.portal_user_id === link.portal_user_id ? link : l)) },
    );

  const sharing = useAction(async ({ link, which, on }: ShareChange) => {
    // The switch moves at once; a refusal puts it back.
    replace({ ...link, shares: { ...link.shares, [which]: on } });
    try {
      replace(await updateFamilyLink(userId, link.portal_user_id, { shares: { [which]: on } }));
      dialogs.notify(FAMILY_MESSAGES.sharesSaved);
    } catch (error) {
      replace(link);
      await dialogs.failure('Error', 'Sharing could not be saved. Try again later.', error);
    }
  });
  const share = (link: FamilyLink, which: FamilyShare, on: boolean) => sharing.run({ link, which, on });
  const busy = sharing.busyWith && {
    portalUserId: sharing.busyWith.link.portal_user_id,
    share: sharing.busyWith.which,
  };

  async function remove(link: FamilyLink) {
    const person = memberName(link);
    const sure = await dialogs.confirm({
      title: 'Remove family member',
      text: `Remove ${person} from ${name}’s family members? They will no longer see anything about ${firstname}.`,
      confirmLabel: 'Remove',
      destructive: true,
    });
    if (!sure) return;
    try {
      const { message } = await removeFamilyLink(userId, link.portal_user_id);
      dialogs.notify(message);
    } catch (error) {
      await dialogs.failure('Error', 'The family member could not be removed. Try again later.', error);
    }
    await queryClient.invalidateQueries({ queryKey });
  }

  const items = links.data?.items ?? [];
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mr: 'auto' }}>
          Family members on the portal
        </Typography>
        <Button variant="contained" startIcon={<PersonAdd />} onClick={() => setInviting(true)}>
          Invite family member
        </Button>
      </Stack>
      {links.isPending ? (
        <LinearProgress aria-label="Loading the family members" />
      ) : links.isError ? (
        <Alert severity="info" action={<Button onClick={() => void links.refetch()}>Retry</Button>}>
          The family members could not be loaded just now.
        </Alert>
      ) : items.length === 0 ? (
        <Typography color="text.secondary">
          No family members are linked yet. Invite one to let them follow {firstname}’s week, share photos and
          ask for help.
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} aria-labelledby={headingId} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {items.map((link) => (
            <FamilyMemberCard
              key={link.portal_user_id}
              link={link}
              firstname={firstname}
              busy={busy?.portalUserId === link.portal_user_id ? busy.share : null}
              onShare={(which, on) => void share(link, which, on)}
              onRemove={() => void remove(link)}
            />
          ))}
        </Stack>
      )}
      {inviting && (
        <InviteFamilyDialog
          userId={userId}
          firstname={firstname}
          onClose={() => setInviting(false)}
          onInvited={() => void queryClient.invalidateQueries({ queryKey })}
        />
      )}
    </Box>
  );
}
