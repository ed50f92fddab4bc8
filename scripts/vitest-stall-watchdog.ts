import type { Reporter, TestModule } from 'vitest/node';

/** No test file queued, loaded, started or finished for this long: the run is stuck, not slow. */
const STALL_MS = Number(process.env.VITEST_STALL_MINUTES ?? 8) * 60_000;

/**
 * Ends a unit run that has stopped making progress, saying which test files were still open. A test that
 * hangs is stopped by its own timeout, but nothing times a file's loading (its top-level awaits) or Vitest's
 * own hand-over between groups of projects; a CI run stalled there once until its 90 minutes ran out, with
 * no word of where. The slowest file here takes about a minute, so eight without any progress is a stall.
 */
export default class StallWatchdog implements Reporter {
  private readonly open = new Map<string, string>();
  private timer: NodeJS.Timeout | undefined;

  onTestRunStart() {
    this.progress();
  }

  onTestModuleQueued(module: TestModule) {
    this.open.set(module.moduleId, `${module.project.name}: ${module.relativeModuleId}`);
    this.progress();
  }

  onTestModuleCollected() {
    this.progress();
  }

  onTestCaseResult() {
    this.progress();
  }

  onTestModuleEnd(module: TestModule) {
    this.open.delete(module.moduleId);
    this.progress();
  }

  onTestRunEnd() {
    clearTimeout(this.timer);
  }

  private progress() {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.stalled(), STALL_MS);
    this.timer.unref();
  }

  private stalled() {
    const open = [...this.open.values()];
    console.error(
      `\nvitest: no progress for ${STALL_MS / 60_000} minutes; the run is stopped.` +
        `\nTest files queued and not finished (${open.length}):\n  ${open.join('\n  ') || '(none: Vitest itself)'}\n`,
    );
    process.exit(1);
  }
}
