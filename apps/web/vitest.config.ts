import { defineConfig } from 'vitest/config';
import { testReporters } from '../../vitest.shared.ts';

// Unit tests run without the React Router plugin; files needing a DOM opt in with
// `// @vitest-environment happy-dom`.
export default defineConfig({
  test: { include: ['app/**/*.test.{ts,tsx}', 'build-tools/**/*.test.ts'], setupFiles: ['app/i18n/test-catalogues.ts'], environment: 'node', ...testReporters('web') },
});
