import { join } from 'node:path';
import type { ReporterDescription } from '@playwright/test';

/** List output, plus a JSON report into TEST_REPORT_DIR for the closing summary line. */
export function testReporters(): ReporterDescription[] {
  const dir = process.env.TEST_REPORT_DIR;
  return dir ? [['list'], ['json', { outputFile: join(dir, 'e2e.json') }]] : [['list']];
}
