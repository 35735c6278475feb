import { defineConfig } from 'vitest/config';
import { testReporters } from '../../vitest.shared.ts';

// Unit tests run without the React Router plugin; files needing a DOM opt in with
// `// @vitest-environment happy-dom`. What only tests use (the catalogues' setup, sample matches)
// lives in test/, out of the app's folders.
export default defineConfig({
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'build-tools/**/*.test.ts'],
    setupFiles: ['test/test-catalogues.ts'],
    environment: 'node',
    ...testReporters('web'),
  },
});
