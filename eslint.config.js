import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { servedSports } from './packages/contract/src/sports/served-sports.ts';

// Each sport's rules live in its module under a sports/ folder (packages/contract/src/sports/,
// decision 0125); code elsewhere asks the registry, so a new sport cannot silently take another's branch.
const sportName = `/^(${servedSports().join('|')})$/`;
const sportLiteralMessage = 'Ask the sports registry (@placar/contract/sports/sport-registry: sportRules, servedSports, isSport) instead of naming a sport; its rules belong in its module under sports/.';
const sportLiterals = [
  { selector: `BinaryExpression[operator=/^[!=]==?$/] > Literal[value=${sportName}]`, message: sportLiteralMessage },
  { selector: `SwitchCase > Literal.test[value=${sportName}]`, message: sportLiteralMessage },
  { selector: `TSUnionType[parent.type!='TSTypeParameterInstantiation'] > TSLiteralType > Literal[value=${sportName}]`, message: `${sportLiteralMessage} The type of a sport is Sport.` },
  { selector: `CallExpression[callee.property.name='includes'] > Literal.arguments[value=${sportName}]`, message: sportLiteralMessage },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/build/**', '**/builds/**', '**/.react-router/**', '**/drizzle/**', '**/test-results/**', '**/playwright-report/**', 'data/**', 'data-*/**'],
  },
  js.configs.recommended,
  {
    // The service worker is plain JavaScript run as a worker (apps/web/build-tools/service-worker-file.ts writes it out).
    files: ['apps/web/service-worker/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Tests may pick and assert data of a named sport (a football fixture); support code may not branch on one.
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/sports/**', '**/*.test.{ts,tsx}', '**/*.spec.ts', '**/*.test-data.ts'],
    rules: { 'no-restricted-syntax': ['error', ...sportLiterals] },
  },
  {
    // A test-only sport (sports/*.test-sport.ts) is registered by tests, never by the product.
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.spec.ts', '**/sports/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/*.test-sport', '**/*.test-sport.ts'], message: 'Test-only sports are registered by tests alone.' }] }] },
  },
  {
    files: ['apps/web/app/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
