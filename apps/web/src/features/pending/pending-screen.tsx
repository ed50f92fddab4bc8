import { Alert } from '@mui/material';
import { Screen } from '../../components/screen';

/** A screen of the route table whose issue has not been built yet (docs/features.md says which). */
export function PendingScreen({ title }: { title: string }) {
  return (
    <Screen title={title}>
      <Alert severity="info">This screen is not available yet. It is being built and will appear here.</Alert>
    </Screen>
  );
}
