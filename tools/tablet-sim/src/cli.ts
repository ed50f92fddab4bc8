// npm run tablets -- --count N [--server URL] [--mqtt URL] [--secret S] [--answer-after S | --never-answer]
//   [--invite-answer going|not_going]
//   [--metrics-every S] [--health-every S]
// Simulates the demo data's tablets (the first N of them) until stopped with Ctrl+C.
import { EVENT_ANSWERS } from '@acorn/domain/activities';
import { parseArgs } from 'node:util';
import { demoIdentities, startFleet } from './fleet';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '10' },
    server: { type: 'string', default: 'http://localhost:8080' },
    mqtt: { type: 'string' },
    secret: { type: 'string', default: 'acorn-demo-enrolment' },
    'answer-after': { type: 'string', default: '5' },
    'never-answer': { type: 'boolean', default: false },
    'invite-answer': { type: 'string' },
    'metrics-every': { type: 'string', default: '60' },
    // Each tablet reports a health reading this often (seconds; 0: never), as a resident's cuff would.
    'health-every': { type: 'string', default: '0' },
    admin: { type: 'string', default: 'admin@acorn.demo' },
    password: { type: 'string', default: 'acorn-demo-portal' },
    // The administrator's current authenticator code (two-step sign-in, ADR 0038).
    code: { type: 'string' },
  },
});

const count = Math.max(1, Number(values.count) || 10);
const identities = (
  await demoIdentities(values.server, {
    email: values.admin,
    password: values.password,
    ...(values.code ? { code: values.code } : {}),
  })
).slice(0, count);
const fleet = await startFleet(identities, {
  server: values.server,
  enrolmentSecret: values.secret,
  ...(values.mqtt ? { mqttUrl: values.mqtt } : {}),
  behaviour: {
    checkInAnswerMs: values['never-answer'] ? null : Number(values['answer-after']) * 1000,
    replyToMessages: true,
    // Activity invitations stay unanswered unless told (as a resident who has not looked yet).
    inviteAnswer: EVENT_ANSWERS.find((a) => a === values['invite-answer']) ?? null,
    metricsEveryMs: Number(values['metrics-every']) * 1000,
  },
});
console.log(
  `${fleet.tablets.length} tablets online (${fleet.refused.length} refused enrolment); Ctrl+C stops them.`,
);
for (const { identity, reason } of fleet.refused.slice(0, 5))
  console.log(`  refused ${identity.acorn_id}: ${reason}`);
for (const tablet of fleet.tablets) {
  tablet.on('command', (c) =>
    console.log(`${tablet.identity.acorn_id} ← ${c.action} ${JSON.stringify(c.payload)}`),
  );
}
const healthEveryMs = Number(values['health-every']) * 1000;
if (healthEveryMs > 0) {
  setInterval(() => {
    for (const tablet of fleet.tablets) void tablet.reportHealth().catch(() => {});
  }, healthEveryMs);
}
process.once('SIGINT', () => {
  void fleet.stop().then(() => process.exit(0));
});
