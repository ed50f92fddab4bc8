import { isSoleRole, ROLE } from '@acorn/domain/access';
import { useQueryClient } from '@tanstack/react-query';
import { LazyResourceTable } from '../../components/lazy-resource-table';
import { resourceKeys } from '../../components/resource-table/resource-api';
import { Screen } from '../../components/screen';
import { useLiveEvents } from '../../lib/live-events';
import { useSession } from '../../lib/session';
import { AutomaticJobs } from './automatic-jobs';
import { maintenancesTable } from './maintenances-table';

/** Maintenances; for a user whose only role is 8 the screen is 'Jobs', as the navigation names it. */
export function MaintenancesScreen({ title }: { title: string }) {
  const jobs = isSoleRole(useSession()?.roles ?? [], ROLE.JOBS);
  const label = jobs ? 'Jobs' : title;
  const queryClient = useQueryClient();
  // A job a tablet opened by itself shows without a reload (role 8 hears no live events: it reloads).
  useLiveEvents((event) => {
    if (event.type === 'tablet_job')
      void queryClient.invalidateQueries({ queryKey: resourceKeys.all(maintenancesTable.source.name) });
  });
  return (
    <Screen title={label}>
      <AutomaticJobs />
      <LazyResourceTable def={{ ...maintenancesTable, source: { ...maintenancesTable.source, label } }} />
    </Screen>
  );
}
