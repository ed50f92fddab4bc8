import { ALL_ROLES } from '@acorn/domain/access';
import { validatePassword } from '@acorn/domain/auth';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { readConfigOrExit } from '../config.js';
import { prepareDatabase } from '../setup/bootstrap.js';
import { removeDemoLeftovers } from '../setup/demo-accounts.js';
import { exitIfNewer } from '../db/newer-database.js';
import { keepDataDirPrivate } from '../db/private-data-dir.js';
import { openDatabase } from '../db/client.js';
import { exitIfLocked } from '../db/data-dir-lock.js';
import { portalUsers, roleAssignments } from '../db/schema/index.js';
import { hashPassword } from '../lib/passwords.js';
import { backupCommand } from './backup-commands.js';
import { resetTwoStep } from './reset-two-step.js';

const usage = `Usage:
  npm run admin -- create --email EMAIL --password PASSWORD --role 1 [--group 1] [--firstname F] [--surname S]
    Creates a portal user (by default the first administrator, in group 1 'Acorn Group').
  npm run admin -- remove-demo-accounts
    Deletes the demo accounts and clears the demo enrolment secret (both are published), so the database
    may be served in production. A group then needs a new secret (POST /v1/acorn/groups/ID/enrolment-secret).
  npm run admin -- reset-two-step --email EMAIL
    Clears a user's authenticator and recovery codes (a lost phone): an administrator sets up a new one at
    their next sign-in; anyone else signs in with the password alone until they turn it on again. Audited.
  npm run admin -- backup --to FILE
    Writes a backup archive (every table as of one moment, and every uploaded file) while the servers run.
    With the embedded database and a server running on it, that server takes it (ADR 0048).
  npm run admin -- restore --from FILE
    Fills an empty database and data directory from a backup archive; refuses a truncated, corrupt or
    other version's archive, and a target that is not empty, changing nothing.
All act on the configured database (DATABASE_URL, else the embedded one in ACORN_DATA_DIR).`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string', multiple: true, default: ['1'] },
    group: { type: 'string', default: '1' },
    firstname: { type: 'string', default: 'Administrator' },
    surname: { type: 'string', default: '' },
    to: { type: 'string' },
    from: { type: 'string' },
  },
});

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(1);
}

const command = positionals[0];
if (command === 'backup' || command === 'restore') {
  const file = command === 'backup' ? values.to : values.from;
  if (!file) fail(`${command} needs ${command === 'backup' ? '--to' : '--from'} FILE.`);
  process.exit(await backupCommand(command, file, readConfigOrExit()));
}
if (command !== 'create' && command !== 'remove-demo-accounts' && command !== 'reset-two-step')
  fail('Unknown command.');

// Arguments are checked before the database is opened.
const newUser = command === 'create' ? userFromArguments() : null;
const resetEmail = command === 'reset-two-step' ? emailArgument() : null;

const config = readConfigOrExit();
await keepDataDirPrivate(config.dataDir);
const where = config.databaseUrl
  ? { databaseUrl: config.databaseUrl }
  : { dataDir: path.join(config.dataDir, 'pgdata') };
// This command prepares a database for real use: it never loads the demo data.
const database = await openDatabase(where).catch(exitIfLocked);
await prepareDatabase(database, { production: true, log: pino({ level: 'warn' }) }).catch(exitIfNewer);
if (newUser) await create(newUser);
else if (resetEmail) process.exitCode = await resetTwoStep(database.db, resetEmail);
else console.log(await removeDemoLeftovers(database.db));
await database.close();

function emailArgument() {
  const email = values.email?.trim().toLowerCase();
  if (!email || !/^[^@\s]+@[^@\s]+$/.test(email)) fail('--email is required and must be an email address.');
  return email;
}

function userFromArguments() {
  const email = emailArgument();
  const problem = validatePassword(values.password ?? '', { email });
  if (problem) fail(problem);
  const roles = values.role.map(Number);
  if (roles.some((r) => !(ALL_ROLES as readonly number[]).includes(r) || r === 6))
    fail('--role must be 1–8, not 6.');
  return { email, password: values.password!, roles, group_id: Number(values.group) };
}

async function create({ email, password, roles, group_id }: ReturnType<typeof userFromArguments>) {
  const [user] = await database.db
    .insert(portalUsers)
    .values({
      email,
      password_hash: await hashPassword(password),
      firstname: values.firstname,
      surname: values.surname,
      group_id,
    })
    .returning({ user_id: portalUsers.user_id });
  await database.db
    .insert(roleAssignments)
    .values(roles.map((role_id) => ({ user_id: user!.user_id, role_id, group_id })));
  console.log(
    `Created portal user ${email} (user_id ${user!.user_id}) with role(s) ${roles.join(', ')} in group ${group_id}.`,
  );
}
