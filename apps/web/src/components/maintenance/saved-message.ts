import { nextOccurrenceSentence, type Maintenance } from '@acorn/domain/maintenance';
import { formatDate } from '../../lib/format';

/**
 * The success note after a job is saved: the spec's sentence first, then, when this save marked a
 * recurring job Done, when the next occurrence the server opened starts.
 */
export function jobSavedMessage(saved: Maintenance, message: string, sent: Partial<Maintenance>): string {
  const opened = sent.status === 'Done' && saved.is_recurring && saved.next_start_date;
  return opened ? `${message} ${nextOccurrenceSentence(formatDate(saved.next_start_date))}` : message;
}
