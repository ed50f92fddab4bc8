import type { CallLogPage } from '@acorn/domain/residents';
import { formatDateTime } from '../../../lib/format';
import { fetchCallLog, residentKeys } from '../residents-api';
import { LogTable } from './log-table';

type Entry = CallLogPage['items'][number];

const STATUS = { answered: 'answered', missed: 'missed', requested: 'call requested' } as const;

/** 75 → '1:15'. */
export const formatDuration = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** A resident's calls, newest first: with whom, which way and how it went, when, how long, the note. */
export function CallLog({ userId }: { userId: number }) {
  return (
    <LogTable<Entry>
      label="Call log"
      queryKey={residentKeys.calls(userId)}
      fetchPage={(page, size) => fetchCallLog(userId, page, size)}
      head={['Name', 'Call', 'Date', 'Duration', 'Note']}
      cells={(e) => [
        e.name,
        `${e.isOutgoing ? 'Outgoing' : 'Incoming'}, ${STATUS[e.status]}`,
        formatDateTime(e.date),
        formatDuration(e.duration),
        e.note ?? '',
      ]}
    />
  );
}
