#!/usr/bin/env node
// Installs what `npm start` / `npm test` need and is missing: the npm packages (when node_modules is
// absent or older than the lock file) and, with --browser, Debian's Chromium for the end-to-end tests.
// Dependency-free on purpose: it runs before anything is installed.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (command) => execSync(command, { cwd: root, stdio: 'inherit' });
const mtime = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);

const lock = path.join(root, 'package-lock.json');
const installed = path.join(root, 'node_modules', '.package-lock.json');
if (mtime(installed) === 0 || mtime(installed) < mtime(lock)) {
  console.log('bootstrap: installing npm packages…');
  run(fs.existsSync(lock) ? 'npm ci --no-audit --no-fund' : 'npm install --no-audit --no-fund');
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (process.argv.includes('--browser') && !fs.existsSync(CHROMIUM)) {
  console.log('bootstrap: installing Debian Chromium for the end-to-end tests…');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  run(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`,
  );
}
