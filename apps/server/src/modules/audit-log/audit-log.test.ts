import { auditLogPageSchema, type AuditLogEntry } from '@acorn/domain/audit';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInStaff } from '../../../test/fixtures.js';
import { addResident } from '../../../test/residents.js';
import { createTestApp } from '../../../test/test-app.js';
import { auditLog, portalUsers } from '../../db/schema/index.js';

const { app, db, clock } = await createTestApp();
const { groups, as } = await signedInStaff(app, db, {
  admin: { roles: [1], group: 'acorn' },
  manager: { roles: [2], group: 'maple' },
  nurse: { roles: [2], group: 'maple' },
});
const [manager] = await db.select().from(portalUsers).where(eq(portalUsers.email, 'manager@staff.test'));
const mary = await addResident(db, groups.maple, { firstname: 'Máire', surname: 'Ó Briain' });
const tom = await addResident(db, groups.maple, { firstname: 'Tom', surname: 'Byrne' });

// The manager looks at Máire's medical notes at 09:00 and Tom's chat at 09:20; the nurse at Tom's health.
await app.inject({ method: 'GET', url: `/v1/acorn/residents/${mary}/medical`, headers: as.manager });
clock.advance(20 * 60_000);
await app.inject({ method: 'GET', url: `/v1/acorn/residents/${tom}/messages`, headers: as.manager });
await app.inject({ method: 'GET', url: `/v1/acorn/residents/${tom}/health`, headers: as.nurse });

const list = async (query = '', headers = as.admin) => {
  const res = await app.inject({ method: 'GET', url: `/v1/acorn/audit-log?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return auditLogPageSchema.parse(res.json());
};
const reads = (items: AuditLogEntry[]) => items.filter((row) => row.action === 'read');

describe('GET /v1/acorn/audit-log', () => {
  it('shows who looked at which resident’s what, by name, newest first', async () => {
    const { items, total } = await list('action=read');
    expect(total).toBe(3);
    expect(items.map((row) => [row.actor_email, row.resident_name, row.entity])).toEqual([
      ['nurse@staff.test', 'Tom Byrne', 'health'],
      ['manager@staff.test', 'Tom Byrne', 'messages'],
      ['manager@staff.test', 'Máire Ó Briain', 'medical_notes'],
    ]);
    expect(items[2]).toMatchObject({
      actor_user_id: manager!.user_id,
      actor_name: 'manager Tester',
      group_title: 'Maple Grove Care',
      resident_id: mary,
      at: '2026-11-21T09:00:00.000Z',
    });
  });

  it('filters by person, resident, action and time in the database, and pages', async () => {
    expect(reads((await list(`actor_user_id=${manager!.user_id}`)).items)).toHaveLength(2);
    expect((await list(`resident_id=${tom}`)).items.map((row) => row.entity)).toEqual(['health', 'messages']);
    const morning = await list('from=2026-11-21T08:00:00Z&to=2026-11-21T09:10:00Z&action=read');
    expect(morning.items.map((row) => row.resident_id)).toEqual([mary]);
    const first = await list('action=read&page_size=5&sort=resident_id&order=asc');
    expect(first.items.map((row) => row.resident_id)).toEqual([mary, tom, tom]);
    const paged = await list('action=read&page=2&page_size=5');
    expect(paged).toMatchObject({ items: [], total: 3 });
  });

  it('is role 1’s: others are refused, and bad filters get a clear 400', async () => {
    const refused = await app.inject({ method: 'GET', url: '/v1/acorn/audit-log', headers: as.manager });
    expect(refused.statusCode).toBe(403);
    const csv = await app.inject({ method: 'GET', url: '/v1/acorn/audit-log/export', headers: as.manager });
    expect(csv.statusCode).toBe(403);
    const bad = await app.inject({
      method: 'GET',
      url: '/v1/acorn/audit-log?from=yesterday',
      headers: as.admin,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('message');
  });
});

describe('GET /v1/acorn/audit-log/export', () => {
  it('streams the filtered rows as CSV, names included, and is itself audited', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/v1/acorn/audit-log/export?resident_id=${mary}`,
      headers: as.admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,at,actor_user_id,actor_name,actor_email,action,entity,entity_id,group_id,group_title,resident_id,resident_name,ip,changes',
    );
    expect(lines.slice(1)).toHaveLength(1);
    expect(lines[1]).toContain('Máire Ó Briain');
    const [exported] = await db.select().from(auditLog).where(eq(auditLog.entity, 'audit_log'));
    expect(exported).toMatchObject({ action: 'export', actor_email: 'admin@staff.test' });
    expect(exported!.changes).toMatchObject({ resident_id: mary });
  });
});
