import type { ResidentRow } from '@acorn/domain/residents';
import Email from '@mui/icons-material/Email';
import { Button, Typography } from '@mui/material';

/** The resident's address and a link that opens the mail client (spec doc 2 §2.1). */
export function EmailPanel({ resident }: { resident: ResidentRow }) {
  if (!resident.email) return <Typography>There is no email address for this resident.</Typography>;
  return (
    <>
      <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }}>{resident.email}</Typography>
      <Button variant="contained" startIcon={<Email />} href={`mailto:${resident.email}`}>
        Write an email
      </Button>
    </>
  );
}
