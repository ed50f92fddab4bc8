#!/usr/bin/env node
// Runs shell commands side by side, as many at a time as the machine has cores, and prints each one's
// output whole when it ends (never interleaved). `npm:name` stands for the steps of the package script
// `name` (its `&&`-joined commands, each run on its own). Exits 1 if any failed, after all have run, so
// one run shows every type and lint error. `npm run check` uses it: lint and the six type checks are each
// single-threaded, and one after another they took 76 s of a two-core machine's test run instead of 62.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

const { scripts } = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const commands = process.argv
  .slice(2)
  .flatMap((arg) => (arg.startsWith('npm:') ? scripts[arg.slice(4)].split(' && ') : [arg]));
const width = Math.max(1, os.availableParallelism());
let failed = 0;

async function run(command) {
  const started = Date.now();
  const child = spawn(command, { shell: true, env: { ...process.env, FORCE_COLOR: '1' } });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  const code = await new Promise((resolve) => child.on('close', resolve));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  process.stdout.write(`${code === 0 ? '✓' : '✗'} ${command} (${seconds} s)\n`);
  if (code !== 0) {
    failed++;
    process.stdout.write(Buffer.concat(output));
  }
}

const queue = [...commands];
await Promise.all(
  Array.from({ length: Math.min(width, queue.length) }, async () => {
    while (queue.length) await run(queue.shift());
  }),
);
process.exit(failed ? 1 : 0);
