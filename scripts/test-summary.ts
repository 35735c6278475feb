// Adds up the JSON reports that Vitest and Playwright wrote into TEST_REPORT_DIR and prints
// one closing line, "N passed, N failed, N skipped", so CI can read what ran.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface Totals {
  passed: number;
  failed: number;
  skipped: number;
}

function fromVitest(report: {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}): Totals {
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

function fromPlaywright(report: {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}): Totals {
  const { expected, unexpected, flaky, skipped } = report.stats;
  return { passed: expected + flaky, failed: unexpected, skipped };
}

const dir = process.argv[2];
if (!dir) throw new Error('usage: test-summary.ts REPORT_DIR');
const totals: Totals = { passed: 0, failed: 0, skipped: 0 };
const files = readdirSync(dir).filter((name) => name.endsWith('.json'));
for (const name of files) {
  const report = JSON.parse(readFileSync(join(dir, name), 'utf8'));
  const part = 'stats' in report ? fromPlaywright(report) : fromVitest(report);
  totals.passed += part.passed;
  totals.failed += part.failed;
  totals.skipped += part.skipped;
  console.log(
    `  ${name.replace(/\.json$/, '')}: ${part.passed} passed, ${part.failed} failed, ${part.skipped} skipped`,
  );
}
if (files.length === 0) {
  console.log('tests: 0 passed, 1 failed (no test report was written)');
  process.exit(1);
}
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
