import type { MaintenanceNoteAdded, MaintenanceNotes } from '@acorn/domain/maintenance';
import { apiCall } from '../../lib/api';

// A maintenance job's notes, read and added from the /maintenance table and the resident's panel alike.

const of = (maintenanceId: number) => ({ params: { maintenance_id: maintenanceId } });

export const fetchJobNotes = (maintenanceId: number): Promise<MaintenanceNotes> =>
  apiCall('get', '/v1/acorn/maintenances/{maintenance_id}/notes', of(maintenanceId));

export const addJobNote = (maintenanceId: number, body: string): Promise<MaintenanceNoteAdded> =>
  apiCall('post', '/v1/acorn/maintenances/{maintenance_id}/notes', { ...of(maintenanceId), body: { body } });

/** A job's notes; under the maintenances resource's key, so anything that refreshes its rows refreshes them. */
export const jobNotesKey = (maintenanceId: number) => ['maintenances', 'notes', maintenanceId] as const;
