import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../../test/test-app.js';
import { auditLog } from '../db/schema/index.js';
import { redact } from './audit.js';

const { db } = await createTestApp();

describe('the audit log', () => {
  it('is append-only in the database itself: updates, deletes and truncation are refused', async () => {
    await db.insert(auditLog).values({ action: 'create', entity: 'newspapers', entity_id: '1' });
    await expect(db.execute(sql`update audit_log set action = 'delete'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const rows = await db.select().from(auditLog);
    expect(rows.map((r) => r.action)).toEqual(['create']);
  });

  it('never records passwords, tokens or hashes, whatever a caller passes', () => {
    expect(
      redact({
        title: 'x',
        password: 'p',
        password_hash: 'h',
        last_active_token: 't',
        enrolment_secret: 's',
      }),
    ).toEqual({ title: 'x' });
  });
});
