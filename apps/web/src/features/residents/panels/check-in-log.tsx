import type { CheckInLogPage } from '@acorn/domain/residents';
import { formatDateTime } from '../../../lib/format';
import { fetchCheckInLog, residentKeys } from '../residents-api';
import { LogTable } from './log-table';

type Entry = CheckInLogPage['items'][number];

/** A resident's check-ins, newest first: when sent, when answered, Done/Pending/Failed, by whom. */
export function CheckInLog({ userId }: { userId: number }) {
  return (
    <LogTable<Entry>
      label="Check-in log"
      queryKey={residentKeys.checkIns(userId)}
      fetchPage={(page, size) => fetchCheckInLog(userId, page, size)}
      head={['Sent', 'Answered', 'Status', 'Sent by']}
      cells={(e) => [
        formatDateTime(e.check_in_time),
        formatDateTime(e.response_time) || '—',
        e.status,
        e.sent_by ?? '—',
      ]}
    />
  );
}
