import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's own report, and an end to a run that stalls (scripts/vitest-stall-watchdog.ts).
    reporters: ['default', './scripts/vitest-stall-watchdog.ts'],
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          environment: 'node',
          // As many workers as the others: a project of one worker runs in a group of its own after them,
          // and the one CI run that stalled did so at that hand-over (scripts/vitest-stall-watchdog.ts).
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
          env: { TZ: 'UTC' },
          // A form test types and clicks as a person does (user-event); on a busy two-core machine one
          // took over 5 s. Waits are on what is seen, so the limit only stops a test that hangs.
          testTimeout: 30_000,
          // Vitest's default on two cores is one worker: the web tests alone took 141 s instead of 94.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'tablet',
          root: './apps/tablet',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
          env: { TZ: 'UTC' },
          testTimeout: 30_000,
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          setupFiles: [],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file gets its own database (~0.5 s from a snapshot, ~200 MB); two cores here.
          maxWorkers: 2,
          isolate: false,
        },
      },
    ],
  },
});
