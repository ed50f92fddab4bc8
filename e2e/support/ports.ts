import { execFileSync } from 'node:child_process';

const ASK_FOR_A_PORT =
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";

/**
 * A port nothing listens on now, chosen by the system. Synchronous for the test config, which is evaluated
 * before anything can be awaited: another program on this machine may hold any fixed port (8181 did).
 */
export function freePortNow(): number {
  return Number(execFileSync(process.execPath, ['-e', ASK_FOR_A_PORT], { encoding: 'utf8' }));
}

/** The portal under test: playwright.config.ts chose its port (E2E_PORT) for the whole run. */
export const portalUrl = () => `http://localhost:${process.env.E2E_PORT}`;
