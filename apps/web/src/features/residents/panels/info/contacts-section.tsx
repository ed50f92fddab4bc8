import { contactTypeLabel, type ResidentDetail } from '@acorn/domain';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';

/** The people the resident's tablet knows: companions, other residents, addresses, with their type. */
export function ContactsSection({ detail }: { detail: ResidentDetail }) {
  if (detail.user_contacts.length === 0)
    return <Typography>No friends or family are linked to this resident yet.</Typography>;
  return (
    <Table size="small" aria-label="Friends & Family">
      <TableHead>
        <TableRow>
          <TableCell>Name</TableCell>
          <TableCell>Type</TableCell>
          <TableCell>Email</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {detail.user_contacts.map((c, i) => (
          <TableRow key={i}>
            <TableCell>{[c.firstname, c.surname].filter(Boolean).join(' ') || '—'}</TableCell>
            <TableCell>{contactTypeLabel(c.user_type)}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{c.email ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
