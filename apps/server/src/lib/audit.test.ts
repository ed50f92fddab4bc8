import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../../test/test-app.js';
import { auditLog } from '../db/schema/index.js';
import { redact, WITHHELD } from './audit.js';

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

  it('keeps that a personal field was written, never its value, at any depth', () => {
    expect(
      redact(
        {
          firstname: 'Máire',
          dob: '1937-05-01',
          fields: ['firstname'],
          version: 3,
          before: { service: 'Chiropodist', user_id: 7 },
          note: null,
        },
        true,
      ),
    ).toEqual({
      firstname: WITHHELD,
      dob: WITHHELD,
      fields: ['firstname'],
      version: 3,
      before: { service: WITHHELD, user_id: 7 },
      note: null,
    });
    // Free text is withheld on rows about a resident only: a newspaper's description is no one's.
    expect(redact({ description: 'Local news', surname: 'Byrne' })).toEqual({
      description: 'Local news',
      surname: WITHHELD,
    });
  });
});
