import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { endChild, freePort } from './processes.js';

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket.end() && true));
    socket.on('error', () => resolve(false));
  });

/**
 * A Mosquitto of the proof's own (the machine's package), on a free loopback port, anonymous and without
 * persistence, as an external broker the portal does not control: a restart loses every session and
 * every message in flight, and the portal's outbox has to make up for it.
 */
export class OwnMosquitto {
  private child: ChildProcess | undefined;
  private constructor(
    private readonly port: number,
    private readonly config: string,
  ) {}

  get url() {
    return `mqtt://127.0.0.1:${this.port}`;
  }

  static async start(): Promise<OwnMosquitto> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'acorn-proof-mqtt-'));
    const port = await freePort();
    const config = path.join(dir, 'mosquitto.conf');
    fs.writeFileSync(
      config,
      [
        `listener ${port} 127.0.0.1`,
        'allow_anonymous true',
        'persistence false',
        'max_queued_messages 100000',
      ].join('\n'),
    );
    const broker = new OwnMosquitto(port, config);
    await broker.run();
    return broker;
  }

  /** Killed (no goodbye to any client) and started again on the same port. */
  async restart(): Promise<void> {
    await this.end('SIGKILL');
    await this.run();
  }

  async stop(): Promise<void> {
    await this.end('SIGTERM');
    fs.rmSync(path.dirname(this.config), { recursive: true, force: true });
  }

  private async run() {
    this.child = spawn('mosquitto', ['-c', this.config], { stdio: 'ignore' });
    for (let i = 0; i < 100; i++) {
      if (await listening(this.port)) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`Mosquitto did not listen on ${this.port}`);
  }

  private async end(signal: NodeJS.Signals) {
    if (this.child) await endChild(this.child, signal);
  }
}
