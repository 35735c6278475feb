import { defineConfig } from 'vitest/config';
import { testReporters } from '../../vitest.shared.ts';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One embedded PostgreSQL for the run; each test file clones its own database from a template.
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    ...testReporters('server'),
  },
});
