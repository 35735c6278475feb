// Reporters every workspace's Vitest config uses: the default one, plus a JSON report into
// TEST_REPORT_DIR when scripts/test.sh sets it, so the closing line can add up every suite.
import { join } from 'node:path';

export function testReporters(suite: string) {
  const dir = process.env.TEST_REPORT_DIR;
  return {
    reporters: dir ? ['default', 'json'] : ['default'],
    outputFile: dir ? { json: join(dir, `${suite}.json`) } : undefined,
  };
}
