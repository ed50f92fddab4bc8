import {
  groupBroadcastTopic,
  INBOUND_CHANNELS,
  OUTBOUND_CHANNELS,
  tabletTopic,
} from '@acorn/domain/tablet-link';
import { randomBytes } from 'node:crypto';
import type { BrokerLink } from './broker-link.js';

const CONTROL = '$CONTROL/dynamic-security/v1';
const TIMEOUT_MS = 5_000;

interface Answer {
  command: string;
  error?: string;
  correlationData?: string;
}

/**
 * Tablet credentials in Mosquitto's dynamic-security plugin (MQTT_DYNSEC=true): enrolling creates the
 * tablet's client and a role allowing exactly its own topics; re-enrolling sets the new password (and adds
 * to an older role the channels added since); revoking
 * deletes the client (Mosquitto then disconnects it). The API's own broker account must be a dynsec admin
 * that may publish and subscribe everywhere. Commands and answers travel over `$CONTROL/…`.
 */
export async function dynsecProvisioner(link: BrokerLink, root: string) {
  const waiting = new Map<string, (answer: Answer) => void>();
  await link.subscribe(`${CONTROL}/response`, (_topic, payload) => {
    let answers: Answer[];
    try {
      answers = (JSON.parse(payload.toString()) as { responses?: Answer[] }).responses ?? [];
    } catch {
      return;
    }
    for (const answer of answers) if (answer.correlationData) waiting.get(answer.correlationData)?.(answer);
  });

  /** Runs commands in one request and answers each one's reply, in order. */
  async function run(commands: Record<string, unknown>[]): Promise<Answer[]> {
    const id = randomBytes(8).toString('hex');
    const replies = commands.map(
      (_c, i) =>
        new Promise<Answer>((resolve, reject) => {
          const key = `${id}-${i}`;
          const timer = setTimeout(() => {
            waiting.delete(key);
            reject(new Error('the broker did not answer a dynamic-security command'));
          }, TIMEOUT_MS);
          waiting.set(key, (answer) => {
            clearTimeout(timer);
            waiting.delete(key);
            resolve(answer);
          });
        }),
    );
    const tagged = commands.map((c, i) => ({ ...c, correlationData: `${id}-${i}` }));
    await link.publish(CONTROL, JSON.stringify({ commands: tagged }), { qos: 1 });
    return Promise.all(replies);
  }

  const failed = (answers: Answer[], tolerated: RegExp) =>
    answers.find((a) => a.error && !tolerated.test(a.error));

  /**
   * A group's broadcasts (ADR 0041): subscribing, and receiving, which a persistent session's subscription
   * would otherwise go on doing after the resident moved (every other group's broadcasts are refused below).
   */
  const groupAcls = (groupId: number) =>
    ['subscribeLiteral', 'publishClientReceive'].map((acltype) => ({
      acltype,
      topic: groupBroadcastTopic(groupId, root),
      priority: 1,
      allow: true,
    }));
  const noOtherGroups = {
    acltype: 'publishClientReceive',
    topic: groupBroadcastTopic(0, root).replace('/0/', '/+/'),
    priority: 0,
    allow: false,
  };

  return {
    /** The resident moved: the tablet's role reads the new group's broadcasts instead of the old one's. */
    async moveGroup(username: string, from: number, to: number): Promise<void> {
      const answers = await run([
        ...groupAcls(from).map(({ acltype, topic }) => ({
          command: 'removeRoleACL',
          rolename: username,
          acltype,
          topic,
        })),
        ...groupAcls(to).map((acl) => ({ command: 'addRoleACL', rolename: username, ...acl })),
      ]);
      const problem = failed(answers, /exists|not found/i);
      if (problem) throw new Error(`dynamic security: ${problem.error}`);
    },
    async provision(userId: number, groupId: number, username: string, password: string): Promise<void> {
      const acls = [
        ...groupAcls(groupId),
        noOtherGroups,
        ...INBOUND_CHANNELS.map((channel) => ({
          acltype: 'publishClientSend',
          topic: tabletTopic(userId, channel, root),
          allow: true,
        })),
        ...OUTBOUND_CHANNELS.map((channel) => ({
          acltype: 'subscribeLiteral',
          topic: tabletTopic(userId, channel, root),
          allow: true,
        })),
      ];
      const [role, client] = await run([
        { command: 'createRole', rolename: username, acls },
        // clientid: Mosquitto refuses this account under any other client id (no session takeovers).
        { command: 'createClient', username, password, clientid: username, roles: [{ rolename: username }] },
      ]);
      if (failed([role!], /exists/i)) throw new Error(`dynamic security: ${role!.error}`);
      if (role!.error) {
        // A role made before the protocol grew a channel (health, issue 18; calls, 22) is brought up to date.
        const added = await run(acls.map((acl) => ({ command: 'addRoleACL', rolename: username, ...acl })));
        const problem = failed(added, /exists/i);
        if (problem) throw new Error(`dynamic security: ${problem.error}`);
      }
      if (!client!.error) return;
      // Enrolled before: the new password replaces the old one.
      const again = await run([
        { command: 'setClientPassword', username, password },
        { command: 'enableClient', username },
      ]);
      const problem = failed(again, /already/i);
      if (problem) throw new Error(`dynamic security: ${problem.error}`);
    },
    async revoke(username: string): Promise<void> {
      const [answer] = await run([{ command: 'deleteClient', username }]);
      if (failed([answer!], /not found/i)) throw new Error(`dynamic security: ${answer!.error}`);
    },
  };
}
export type DynsecProvisioner = Awaited<ReturnType<typeof dynsecProvisioner>>;
