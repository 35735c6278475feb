import { defineConfig } from 'vitest/config';
import { testReporters } from '../../vitest.shared.ts';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One embedded PostgreSQL for the run; each test file clones its own database from a template.
    globalSetup: ['./test/global-setup.ts'],
    // Two files at a time: Vitest's default is one fewer than the cores, one on CI's 2-core machine,
    // and most files wait on real processes (PostgreSQL, ffmpeg, brokers), not the CPU: 556 s -> 275 s.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    ...testReporters('server'),
  },
});
