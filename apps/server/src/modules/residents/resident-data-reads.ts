/**
 * Every GET route that shows one person's data, and the audit row its read writes (ISO 27789, GDPR art. 30;
 * ADR 0039): `entity` is what was looked at; `action` is 'read' unless said. resident-data-reads.test.ts
 * walks each one and holds the route table to this list, so a new route that names a person and forgets
 * its audit row fails there.
 */
export const AUDITED_READS: Record<string, { entity: string; action?: 'read' | 'export' }> = {
  'GET /v1/acorn/users/:id': { entity: 'acorn-users' },
  'GET /v1/acorn/acorn-users/:id': { entity: 'acorn-users' },
  'GET /v1/acorn/users/:user_id/commands': { entity: 'commands' },
  'GET /v1/acorn/commands/:id': { entity: 'commands' },
  'GET /v1/acorn/residents/:user_id/check-ins': { entity: 'check_in_logs' },
  'GET /v1/acorn/residents/:user_id/calls': { entity: 'call_logs' },
  'GET /v1/acorn/residents/:user_id/messages': { entity: 'messages' },
  'GET /v1/acorn/residents/:user_id/medical': { entity: 'medical_notes' },
  'GET /v1/acorn/residents/:user_id/events': { entity: 'public_event_attendances' },
  'GET /v1/acorn/residents/:user_id/maintenances': { entity: 'maintenances' },
  'GET /v1/acorn/residents/:user_id/health': { entity: 'health' },
  'GET /v1/acorn/residents/:user_id/health/series': { entity: 'health' },
  'GET /v1/acorn/residents/:user_id/health/readings': { entity: 'health' },
  'GET /v1/acorn/residents/:user_id/family-links': { entity: 'family_links' },
  'GET /v1/acorn/residents/:user_id/photos': { entity: 'shared_photos' },
  'GET /v1/acorn/residents/:user_id/photos/:photo_id/image': { entity: 'shared_photos' },
  'GET /v1/acorn/residents/:user_id/photos/:photo_id/thumbnail': { entity: 'shared_photos' },
  'GET /v1/acorn/family/residents/:user_id/week': { entity: 'family_week' },
  'GET /v1/acorn/family/residents/:user_id/health-summary': { entity: 'family_health' },
  'GET /v1/acorn/family/residents/:user_id/tablet': { entity: 'family_tablet' },
  'GET /v1/acorn/family/residents/:user_id/maintenance-requests': { entity: 'maintenances' },
  'GET /v1/acorn/family/residents/:user_id/maintenance-requests/:maintenance_id/photo': {
    entity: 'maintenances',
  },
  'GET /v1/acorn/family/residents/:user_id/photos': { entity: 'shared_photos' },
  'GET /v1/acorn/family/residents/:user_id/photos/:photo_id/image': { entity: 'shared_photos' },
  'GET /v1/acorn/family/residents/:user_id/photos/:photo_id/thumbnail': { entity: 'shared_photos' },
  'GET /v1/acorn/residents/:user_id/export.json': { entity: 'resident_record', action: 'export' },
  'GET /v1/acorn/residents/:user_id/export.pdf': { entity: 'resident_record', action: 'export' },
};

/**
 * Routes that name a person whose read is not a row of its own, and why not. None since security review 3:
 * thumbnails and a family member's own room photo were here, and each shows the resident's data as surely.
 */
export const UNAUDITED_READS: Record<string, string> = {};

/** A path that names one person or one record of theirs; every such GET is in one of the lists above. */
export const NAMES_A_PERSON = /:user_id|\/(acorn-)?users\/:id|\/commands\/:id/;
