#!/usr/bin/env node
// The production dependencies' known vulnerabilities (`npm audit --omit=dev`): fails on any high or
// critical advisory, and prints every advisory found. Where the registry offers no advisory service (this
// workplace's registry answers the audit call 405), nothing can be checked: it says so plainly, and fails
// too when AUDIT_REQUIRED=1 (a CI that does reach the service should set it).
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(`npm audit printed no report:\n${run.stdout}${run.stderr}`);
  process.exit(1);
}

if (report.statusCode || !report.metadata) {
  console.log(
    `npm audit: NOT CHECKED, the advisory service could not be used: ${report.message ?? run.stderr}`,
  );
  process.exit(process.env.AUDIT_REQUIRED === '1' ? 1 : 0);
}

const counts = report.metadata.vulnerabilities;
for (const [name, { severity, via }] of Object.entries(report.vulnerabilities ?? {})) {
  const titles = via.filter((v) => typeof v === 'object').map((v) => v.title);
  console.log(`${severity.padEnd(8)} ${name}${titles.length ? `: ${titles.join('; ')}` : ''}`);
}
const serious = counts.high + counts.critical;
console.log(
  `npm audit (production dependencies): ${counts.critical} critical, ${counts.high} high, ` +
    `${counts.moderate} moderate, ${counts.low} low`,
);
process.exit(serious > 0 ? 1 : 0);
