import type { EraseInput } from '@acorn/domain/audit';
import type { UserDeleted } from '@acorn/domain/residents';
import { apiCall, download } from '../../../../lib/api';

export type ExportFormat = 'json' | 'pdf';

/** Everything stored about the resident, as a file the browser saves (GDPR art. 15 and 20). */
export const downloadResidentData = (userId: number, format: ExportFormat) =>
  download(`/v1/acorn/residents/${userId}/export.${format}`, `resident-${userId}.${format}`);

/** Erases the resident's personal data (role 1), the name typed again to confirm. */
export const eraseResident = (userId: number, input: EraseInput): Promise<UserDeleted> =>
  apiCall('post', '/v1/acorn/residents/{user_id}/erase', { params: { user_id: userId }, body: input });
