import { isSoleRole, ROLE } from '@acorn/domain';
import { ResourceTable } from '../../components/resource-table/resource-table';
import { Screen } from '../../components/screen';
import { useSession } from '../../lib/session';
import { maintenancesTable } from './maintenances-table';

/** Maintenances; for a user whose only role is 8 the screen is 'Jobs', as the navigation names it. */
export function MaintenancesScreen({ title }: { title: string }) {
  const jobs = isSoleRole(useSession()?.roles ?? [], ROLE.JOBS);
  const label = jobs ? 'Jobs' : title;
  return (
    <Screen title={label}>
      <ResourceTable def={{ ...maintenancesTable, source: { ...maintenancesTable.source, label } }} />
    </Screen>
  );
}
