import { Button, Typography } from '@mui/material';
import { NOT_FOUND_BUTTON, NOT_FOUND_TEXT } from '@acorn/domain/shared';
import { Link as RouterLink } from 'react-router';
import { PublicPage } from '../../components/public-page';

/** Unknown paths, and screens the user's roles do not admit (which are not revealed to exist). */
export function NotFoundPage() {
  return (
    <PublicPage title="Page not found">
      <Typography sx={{ mb: 3 }}>{NOT_FOUND_TEXT}</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {NOT_FOUND_BUTTON}
      </Button>
    </PublicPage>
  );
}
