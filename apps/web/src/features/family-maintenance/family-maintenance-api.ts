import type { FamilyMaintenanceRequest } from '@acorn/domain/maintenance';
import { apiCall } from '../../lib/api';

const requestsUrl = (userId: number) => `/v1/acorn/family/residents/${userId}/maintenance-requests`;

/** The member's own requests for the resident, newest first. */
export const fetchRequests = async (userId: number): Promise<FamilyMaintenanceRequest[]> =>
  (
    await apiCall('get', '/v1/acorn/family/residents/{user_id}/maintenance-requests', {
      params: { user_id: userId },
    })
  ).items;

/** Sends the form (its fields and the photo, if any) as the browser's multipart form data. */
export const sendRequest = (
  userId: number,
  form: FormData,
): Promise<{ message: string; request: FamilyMaintenanceRequest }> =>
  apiCall('post', '/v1/acorn/family/residents/{user_id}/maintenance-requests', {
    params: { user_id: userId },
    form,
  });

/** A request's photo, served to the member who sent it (with the session's cookie). */
export const requestPhotoUrl = (userId: number, id: number) => `${requestsUrl(userId)}/${id}/photo`;

export const requestsKey = (userId: number) => ['family', 'maintenance-requests', userId] as const;
