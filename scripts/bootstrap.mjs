#!/usr/bin/env node
// Runs the README's commands on a supported Node with what they need installed:
//
//   node scripts/bootstrap.mjs [--browser] [-- command args…]
//
// 1. Node. The oldest supported is package.json's `engines` (22.12). On an older Node the version named in
//    .nvmrc is fetched once from the npm registry (node-<platform>-<arch>: the binary alone, checked by npm
//    against the registry's integrity) into .node/, this script starts again under it, and so does
//    everything after it. `--print-node-bin` stops here and prints the folder of the Node to use (CI puts
//    it first on its PATH).
// 2. The npm packages, when node_modules is absent or older than the lock file.
// 3. With --browser, Debian's Chromium for the end-to-end tests.
// 4. The command after `--`, with that Node first on the PATH (npm and every script it starts use it).
//
// Dependency-free on purpose: it runs before anything is installed.
import { execFileSync, execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const split = args.indexOf('--');
const options = split === -1 ? args : args.slice(0, split);
const command = split === -1 ? [] : args.slice(split + 1);

const oldest = /(\d+)\.(\d+)/.exec(readJson('package.json').engines.node).slice(1).map(Number);
const [major, minor] = process.versions.node.split('.').map(Number);
const supported = major > oldest[0] || (major === oldest[0] && minor >= oldest[1]);

if (!supported) {
  const node = projectNode();
  process.exit(await run(node, [import.meta.filename, ...args], path.dirname(node)));
}
if (options.includes('--print-node-bin')) {
  console.log(path.dirname(process.execPath));
  process.exit(0);
}

const mtime = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
const lock = path.join(root, 'package-lock.json');
const installed = path.join(root, 'node_modules', '.package-lock.json');
if (mtime(installed) === 0 || mtime(installed) < mtime(lock)) {
  console.log('bootstrap: installing npm packages…');
  execSync(fs.existsSync(lock) ? 'npm ci --no-audit --no-fund' : 'npm install --no-audit --no-fund', {
    cwd: root,
    stdio: 'inherit',
    env: withNodeFirst(),
  });
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (options.includes('--browser') && !fs.existsSync(CHROMIUM)) {
  console.log('bootstrap: installing Debian Chromium for the end-to-end tests…');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`,
    { stdio: 'inherit' },
  );
}

if (command.length > 0) process.exit(await run(command[0], command.slice(1)));

function readJson(file) {
  return JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
}

/** A Node's folder first on the PATH, so `npm` and every `node` a script names run on that Node. */
function withNodeFirst(nodeBin = path.dirname(process.execPath)) {
  return { ...process.env, PATH: `${nodeBin}${path.delimiter}${process.env.PATH}` };
}

/** The .nvmrc version's binary in .node/, fetched from the npm registry the first time. */
function projectNode() {
  const version = fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();
  const folder = path.join(root, '.node', version);
  const node = path.join(folder, 'bin', 'node');
  const note = `bootstrap: Node ${process.versions.node} is older than ${oldest.join('.')}; running on Node ${version} from .node/`;
  if (fs.existsSync(node)) {
    console.error(`${note}.`);
    return node;
  }
  console.error(`${note} (fetched once from the npm registry)…`);
  const platform = process.platform === 'win32' ? 'win' : process.platform;
  const fetching = fs.mkdtempSync(path.join(os.tmpdir(), 'acorn-node-'));
  try {
    const tarball = execFileSync(
      'npm',
      ['pack', `node-${platform}-${process.arch}@${version}`, '--pack-destination', fetching, '--silent'],
      { encoding: 'utf8' },
    ).trim();
    const unpacked = path.join(fetching, 'package');
    fs.mkdirSync(unpacked);
    execFileSync('tar', [
      'xzf',
      path.join(fetching, tarball),
      '-C',
      unpacked,
      '--strip-components=1',
      'package/bin/node',
    ]);
    // Moved in whole, so an interrupted fetch never leaves a broken Node in .node/.
    fs.mkdirSync(path.dirname(folder), { recursive: true });
    fs.renameSync(unpacked, folder);
  } finally {
    fs.rmSync(fetching, { recursive: true, force: true });
  }
  return node;
}

/** Runs a program with a Node first on the PATH, passing on Ctrl-C and kill; resolves to its exit code. */
function run(program, programArgs, nodeBin) {
  const child = spawn(program, programArgs, { stdio: 'inherit', env: withNodeFirst(nodeBin) });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}
