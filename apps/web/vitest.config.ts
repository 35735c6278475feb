import { defineConfig } from 'vitest/config';

// Unit tests run without the React Router plugin; files needing a DOM opt in with
// `// @vitest-environment happy-dom`.
export default defineConfig({
  test: { include: ['app/**/*.test.{ts,tsx}'], environment: 'node' },
});
