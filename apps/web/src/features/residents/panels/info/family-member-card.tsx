import type { FamilyLink, FamilyShare } from '@acorn/domain/family';
import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { ShareSwitches } from './share-switches';

export const memberName = (link: FamilyLink) => [link.firstname, link.surname].filter(Boolean).join(' ');

interface Props {
  link: FamilyLink;
  /** The resident's first name, for the switches' legend. */
  firstname: string;
  busy: FamilyShare | null;
  onShare: (share: FamilyShare, on: boolean) => void;
  onRemove: () => void;
}

/**
 * One family member: who they are to the resident, whether they have accepted the invitation yet, what the
 * resident shares with them (each switch saved at once) and Remove. A card, so a phone needs no wide table.
 */
export function FamilyMemberCard({ link, firstname, busy, onShare, onRemove }: Props) {
  const headingId = useId();
  const name = memberName(link);
  return (
    <Card component="li" variant="outlined" aria-labelledby={headingId}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography id={headingId} variant="subtitle1" component="h4" sx={{ fontWeight: 600, mr: 'auto' }}>
            {name}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            color={link.has_signed_in ? 'success' : 'default'}
            label={link.has_signed_in ? 'Signed in' : 'Invited'}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {[link.relationship, link.email].filter(Boolean).join(' · ')}
        </Typography>
        <ShareSwitches
          legend={`What ${firstname} shares with ${name}`}
          shares={link.shares}
          busy={busy}
          onChange={onShare}
        />
        <Box sx={{ mt: 1 }}>
          <Button color="error" onClick={onRemove} aria-label={`Remove ${name}`}>
            Remove
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
