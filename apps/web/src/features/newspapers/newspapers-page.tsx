import { ResourceTable } from '../../components/resource-table/resource-table';
import { Screen } from '../../components/screen';
import { newspapersTable } from './newspapers-table';

export function NewspapersPage() {
  return (
    <Screen title="Newspapers">
      <ResourceTable def={newspapersTable} />
    </Screen>
  );
}
