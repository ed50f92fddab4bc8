import { Alert } from '@mui/material';
import { noAccessSentence } from '@acorn/domain/access';

/**
 * In place of rows the user's group may not read (its permission bits): a calm note, not an error. The
 * server would refuse the rows (403); the page does not ask for them.
 */
export function NoAccess({ what }: { what: string }) {
  return (
    <Alert severity="info" variant="outlined">
      {noAccessSentence(what)}
    </Alert>
  );
}
