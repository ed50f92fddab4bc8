#!/usr/bin/env node
// `npm run dev`: the API with reload on :8080 and Vite on :5173 (proxying /v1, /v2 and /docs to the API).
import { spawn } from 'node:child_process';

const children = ['@acorn/server', '@acorn/web'].map((workspace) =>
  spawn('npm', ['run', 'dev', '-w', workspace], { stdio: 'inherit' }),
);
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', stop));
