import { groupBroadcastTopic, tabletTopic } from '@acorn/domain/tablet-link';
import { describe, expect, it } from 'vitest';
import type { BrokerLink, MessageHandler } from './broker-link.js';
import { dynsecProvisioner } from './dynsec.js';

/**
 * A broker speaking the dynamic-security plugin's control protocol, holding roles as Mosquitto does: a
 * role made again is refused ('Role already exists'), an ACL added twice too. CI runs the real plugin
 * (tablet-link.test.ts with TEST_MQTT_DYNSEC); this shows what happens to a role made by an older server.
 */
function dynsecBroker(roles: Map<string, Set<string>>): BrokerLink {
  let respond: MessageHandler = () => {};
  const answer = (c: Record<string, unknown>): Record<string, unknown> => {
    const role = roles.get(c.rolename as string);
    if (c.command === 'createRole') {
      if (role) return { error: 'Role already exists' };
      roles.set(c.rolename as string, new Set((c.acls as { topic: string }[]).map((a) => a.topic)));
    } else if (c.command === 'removeRoleACL') {
      if (!role?.delete(c.topic as string)) return { error: 'ACL not found' };
    } else if (c.command === 'addRoleACL') {
      if (role?.has(c.topic as string)) return { error: 'ACL with this topic already exists' };
      role?.add(c.topic as string);
    } else if (c.command === 'createClient') return { error: 'Client already exists' };
    return {};
  };
  return {
    async publish(_topic, payload) {
      const { commands } = JSON.parse(payload) as { commands: Record<string, unknown>[] };
      const responses = commands.map((c) => ({
        command: c.command,
        correlationData: c.correlationData,
        ...answer(c),
      }));
      queueMicrotask(() =>
        respond('$CONTROL/dynamic-security/v1/response', Buffer.from(JSON.stringify({ responses }))),
      );
    },
    async subscribe(_filter, handler) {
      respond = handler;
    },
    async close() {},
    connected: () => true,
  };
}

describe('dynamic security', () => {
  it('gives a tablet enrolled before the health and call channels existed their topics when it enrols again', async () => {
    const root = 'acorn/v1';
    const older = ['presence', 'metrics', 'acks', 'messages', 'commands'] as const;
    const roles = new Map([['tablet-7', new Set(older.map((c) => tabletTopic(7, c, root)))]]);
    const provisioner = await dynsecProvisioner(dynsecBroker(roles), root);
    await provisioner.provision(7, 3, 'tablet-7', 'new secret');
    for (const channel of ['health', 'call_out', 'call_in'] as const)
      expect(roles.get('tablet-7')).toContain(tabletTopic(7, channel, root));
    // Its group's broadcasts (ADR 0041), and every other group's refused.
    expect(roles.get('tablet-7')).toContain(groupBroadcastTopic(3, root));
    expect(roles.get('tablet-7')).toContain('acorn/v1/groups/+/broadcasts');
    expect(roles.get('tablet-7')?.size).toBe(10);
  });

  it("moves a tablet's broadcasts with its resident: the new group's topic instead of the old one's", async () => {
    const root = 'acorn/v1';
    const roles = new Map<string, Set<string>>();
    const provisioner = await dynsecProvisioner(dynsecBroker(roles), root);
    await provisioner.provision(7, 3, 'tablet-7', 'secret');
    await provisioner.moveGroup('tablet-7', 3, 4);
    expect(roles.get('tablet-7')).toContain(groupBroadcastTopic(4, root));
    expect(roles.get('tablet-7')).not.toContain(groupBroadcastTopic(3, root));
  });
});
