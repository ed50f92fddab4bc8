import { Button, Typography } from '@mui/material';
import { landingPath } from '@acorn/domain/access';
import { Link as RouterLink } from 'react-router';
import { Screen } from '../../components/screen';

export const NO_ACCESS_TEXT = 'You do not have access to this page.';

/**
 * A screen the user's roles do not admit, inside the shell: the user keeps their menu and is told so
 * plainly (the server refuses its data anyway). An unknown path is the not-found page instead.
 */
export function NoAccessScreen({ roles }: { roles: number[] }) {
  return (
    <Screen title="No access">
      <Typography sx={{ mb: 3 }}>{NO_ACCESS_TEXT}</Typography>
      <Button component={RouterLink} to={landingPath(roles)} variant="contained">
        Go to your start page
      </Button>
    </Screen>
  );
}
