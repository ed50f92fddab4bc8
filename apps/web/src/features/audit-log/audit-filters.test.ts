import { describe, expect, it } from 'vitest';
import { auditQuery, NO_AUDIT_FILTERS } from './audit-filters';
import { whatText, whoText } from './audit-words';
import { typedDay } from './day-field';

describe('the audit log’s filters', () => {
  it('send ids, the action, and whole local days, the To day included', () => {
    const query = auditQuery({
      actor: { id: 4, label: 'Karen Whitfield (manager@acorn.demo)' },
      resident: { id: 12, label: 'Máire Ó Briain (#12)' },
      action: 'export',
      from: '2026-11-02',
      to: '2026-11-02',
    });
    expect(query).toEqual({
      actor_user_id: '4',
      resident_id: '12',
      action: 'export',
      from: new Date(2026, 10, 2).toISOString(),
      to: new Date(2026, 10, 3).toISOString(),
    });
    expect(auditQuery(NO_AUDIT_FILTERS)).toEqual({});
  });

  it('say what and who in words', () => {
    expect(whatText({ entity: 'medical_notes', entity_id: '12', resident_id: 12 })).toBe(
      'Medical information',
    );
    expect(whatText({ entity: 'commands', entity_id: '88', resident_id: 12 })).toBe('Tablet commands #88');
    expect(whatText({ entity: 'broadcasts', entity_id: '5', resident_id: null })).toBe('Tablet broadcast #5');
    expect(whatText({ entity: 'tablet_job_rules', entity_id: null, resident_id: null })).toBe(
      'Tablet job rules',
    );
    expect(whoText({ actor_name: null, actor_email: 'who@x.ie', actor_user_id: null })).toBe('who@x.ie');
    expect(whoText({ actor_name: null, actor_email: null, actor_user_id: null })).toBe('The system');
  });

  it('take days as the portal writes them, DD.MM.YYYY, and only real ones', () => {
    expect(typedDay('2.11.2026')).toBe('2026-11-02');
    expect(typedDay(' 29.02.2028 ')).toBe('2028-02-29');
    expect(typedDay('29.02.2026')).toBeNull();
    expect(typedDay('2026-11-02')).toBeNull();
    expect(typedDay('02.11.')).toBeNull();
  });
});
