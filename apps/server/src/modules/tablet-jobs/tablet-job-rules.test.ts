import {
  TABLET_JOB_RULE_DEFAULTS,
  TABLET_JOB_RULE_MESSAGES,
  type TabletJobRulesAnswer,
} from '@acorn/domain/tablet-jobs';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInStaff } from '../../../test/fixtures.js';
import { createTestApp } from '../../../test/test-app.js';
import { auditLog } from '../../db/schema/index.js';

const { app, db } = await createTestApp();
const { groups, as } = await signedInStaff(app, db, {
  admin: { roles: [1], group: 'acorn' },
  manager: { roles: [2], group: 'maple' },
  stranger: { roles: [2], group: 'shannon' },
  papers: { roles: [3], group: 'maple' },
  jobs: { roles: [8], group: 'maple' },
});
const URL = '/v1/acorn/tablet-job-rules';
const rules = (headers: Record<string, string> = as.manager, query = '') =>
  app.inject({ url: `${URL}${query}`, headers });
const save = (payload: object, headers: Record<string, string> = as.manager, query = '') =>
  app.inject({ method: 'PUT', url: `${URL}${query}`, headers, payload });
const OFF = { offline_hours: null, battery_percent: null, storage_percent: null };

describe('a group’s rules for jobs its tablets open', () => {
  it('are the defaults until the group sets its own', async () => {
    const res = await rules();
    expect(res.statusCode).toBe(200);
    expect(res.json<TabletJobRulesAnswer>()).toEqual({
      group_id: groups.maple,
      offline_hours: 24,
      battery_percent: 15,
      storage_percent: 5,
      is_default: true,
      defaults: TABLET_JOB_RULE_DEFAULTS,
      last_modified_date: null,
    });
  });

  it('are set by role 2 for its own group, each condition on or off, and the change is audited', async () => {
    const res = await save({ offline_hours: 48, battery_percent: null, storage_percent: 10 });
    expect(res.statusCode).toBe(200);
    expect(res.json<TabletJobRulesAnswer>()).toMatchObject({
      group_id: groups.maple,
      offline_hours: 48,
      battery_percent: null,
      storage_percent: 10,
      is_default: false,
    });
    expect((await rules()).json<TabletJobRulesAnswer>()).toMatchObject({
      offline_hours: 48,
      is_default: false,
    });
    // Another group's are untouched.
    expect((await rules(as.stranger)).json<TabletJobRulesAnswer>()).toMatchObject({ is_default: true });
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'tablet_job_rules'), eq(auditLog.entity_id, String(groups.maple))));
    expect(audit.at(-1)).toMatchObject({
      action: 'update',
      group_id: groups.maple,
      changes: { offline_hours: 48, battery_percent: null, storage_percent: 10 },
    });
    expect((await save(OFF)).json<TabletJobRulesAnswer>()).toMatchObject({ ...OFF, is_default: false });
  });

  it('refuse a value out of range with the first failing rule’s message, in the dialog’s order', async () => {
    const cases: [object, string][] = [
      [{ ...OFF, offline_hours: 0 }, TABLET_JOB_RULE_MESSAGES.offline_hours],
      [{ ...OFF, offline_hours: 721 }, TABLET_JOB_RULE_MESSAGES.offline_hours],
      [{ ...OFF, offline_hours: 12.5 }, TABLET_JOB_RULE_MESSAGES.offline_hours],
      [{ ...OFF, battery_percent: 100 }, TABLET_JOB_RULE_MESSAGES.battery_percent],
      [{ ...OFF, storage_percent: 0 }, TABLET_JOB_RULE_MESSAGES.storage_percent],
      [
        { offline_hours: -1, battery_percent: 0, storage_percent: 100 },
        TABLET_JOB_RULE_MESSAGES.offline_hours,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await save(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    expect(TABLET_JOB_RULE_MESSAGES.offline_hours).toBe(
      'Hours offline must be a whole number from 1 to 720.',
    );
    const missing = await save({ offline_hours: 24 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toMatch(/battery_percent/);
  });

  it('are refused to roles 3 and 8 and without a session', async () => {
    for (const headers of [as.papers, as.jobs]) {
      expect((await rules(headers)).statusCode).toBe(403);
      expect((await save(OFF, headers)).statusCode).toBe(403);
    }
    expect((await rules({})).statusCode).toBe(401);
  });

  it('of another group are not found for role 2, whichever group it names', async () => {
    expect((await rules(as.manager, `?group_id=${groups.maple}`)).statusCode).toBe(200);
    for (const query of [`?group_id=${groups.shannon}`, '?group_id=999999']) {
      const res = await rules(as.manager, query);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: TABLET_JOB_RULE_MESSAGES.groupNotFound });
      expect((await save(OFF, as.manager, query)).statusCode).toBe(404);
    }
    expect((await rules(as.manager, '?group_id=abc')).statusCode).toBe(400);
  });

  it('of any group are read and set by role 1, by ?group_id= (its own group otherwise)', async () => {
    expect((await rules(as.admin)).json<TabletJobRulesAnswer>().group_id).toBe(groups.acorn);
    const shannon = `?group_id=${groups.shannon}`;
    const res = await save({ offline_hours: 12, battery_percent: 20, storage_percent: 3 }, as.admin, shannon);
    expect(res.json<TabletJobRulesAnswer>()).toMatchObject({ group_id: groups.shannon, offline_hours: 12 });
    expect((await rules(as.stranger)).json<TabletJobRulesAnswer>()).toMatchObject({
      offline_hours: 12,
      battery_percent: 20,
      storage_percent: 3,
    });
    expect((await rules(as.admin, '?group_id=999999')).statusCode).toBe(404);
  });
});
