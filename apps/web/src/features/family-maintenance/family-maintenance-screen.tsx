import { useQueryClient } from '@tanstack/react-query';
import { ForFamilyResident } from '../../components/family/for-family-resident';
import { Screen } from '../../components/screen';
import { requestsKey } from './family-maintenance-api';
import { RequestForm } from './request-form';
import { RequestList } from './request-list';

/** Maintenance Request (/family-maintenance-request, role 7): ask for a job, and follow your requests. */
export function FamilyMaintenanceScreen({ title }: { title: string }) {
  const queryClient = useQueryClient();
  return (
    <Screen title={title}>
      <ForFamilyResident failed="Failed to get your residents.">
        {(resident) => (
          <>
            <RequestForm
              userId={resident.user_id}
              onSent={() => void queryClient.invalidateQueries({ queryKey: requestsKey(resident.user_id) })}
            />
            <RequestList userId={resident.user_id} />
          </>
        )}
      </ForFamilyResident>
    </Screen>
  );
}
