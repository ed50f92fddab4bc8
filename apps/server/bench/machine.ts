// What a bench ran on, dependency-free so that every bench (the web's too) prints the same first line.
import os from 'node:os';

/** The first line of every bench's report: what it ran on. */
export function machineLine(bench: string): string {
  const cpu = os.cpus()[0]?.model ?? 'cpu';
  return `${bench} on ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${cpuCheck()}`;
}

/**
 * A fixed piece of work (JSON out and back of 2,000 row-like objects, 30 times; best of 3) timed now: on a
 * shared virtual machine the same code runs up to twice as slow at one hour as at another, so a run's
 * figures are read beside this one.
 */
export function cpuCheck(): string {
  const rows = Array.from({ length: 2000 }, (_, i) => ({
    id: i,
    serial_number: `R${i.toString(16).padStart(10, '0')}`,
    status: ['Assigned', 'Unassigned', 'Onboarded'][i % 3],
    last_sync: new Date(1_700_000_000_000 + i * 60_000).toISOString(),
    subscription: i % 2 === 0,
    owner_name: `Resident ${i}`,
  }));
  let best = Infinity;
  for (let round = 0; round < 3; round++) {
    const started = performance.now();
    for (let i = 0; i < 30; i++) JSON.parse(JSON.stringify(rows));
    best = Math.min(best, performance.now() - started);
  }
  return `CPU check ${best.toFixed(0)} ms (lower is faster)`;
}
