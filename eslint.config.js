import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { servedSports } from './packages/contract/src/sports/served-sports.ts';

// Each sport's rules live in its module under a sports/ folder (packages/contract/src/sports/,
// decision 0125); code elsewhere asks the registry, so a new sport cannot silently take another's branch.
const sportName = `/^(${servedSports().join('|')})$/`;
const sportLiteralMessage =
  'Ask the sports registry (@placar/contract/sports/sport-registry: sportRules, servedSports, isSport) instead of naming a sport; its rules belong in its module under sports/.';
const sportLiterals = [
  { selector: `BinaryExpression[operator=/^[!=]==?$/] > Literal[value=${sportName}]`, message: sportLiteralMessage },
  { selector: `SwitchCase > Literal.test[value=${sportName}]`, message: sportLiteralMessage },
  {
    selector: `TSUnionType[parent.type!='TSTypeParameterInstantiation'] > TSLiteralType > Literal[value=${sportName}]`,
    message: `${sportLiteralMessage} The type of a sport is Sport.`,
  },
  {
    selector: `CallExpression[callee.property.name='includes'] > Literal.arguments[value=${sportName}]`,
    message: sportLiteralMessage,
  },
];

// Bench and e2e reach the server only through its published entry points (apps/server/package.json
// "exports": @placar/server/testing, /processes, /mqtt-clients, /clock; decision 0169), so moving a
// file inside the server breaks no benchmark or end-to-end test.
const serverEntryPoints = {
  group: ['**/apps/server/src/**', '**/apps/server/test/**'],
  message:
    'Import the server through its entry points (@placar/server/testing, /processes, /mqtt-clients, /clock); add what you need to apps/server/test/entry-points/.',
};
const testSports = {
  group: ['**/*.test-sport', '**/*.test-sport.ts'],
  message: 'Test-only sports are registered by tests alone.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/builds/**',
      '**/.react-router/**',
      '**/drizzle/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'data/**',
      'data-*/**',
    ],
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
    rules: { 'no-restricted-imports': ['error', { patterns: [testSports] }] },
  },
  {
    // Auth imports account, never the reverse (decision 0169): what a user has knows nothing of how they sign in.
    files: ['apps/server/src/modules/account/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            testSports,
            {
              group: ['../auth/*', '**/modules/auth/**'],
              message:
                'modules/account must not import modules/auth (decision 0169): take what you need as a parameter, or write the flow in auth.',
            },
          ],
        },
      ],
    },
  },
  {
    // One rule per file wins, so bench and e2e support code keep the test-sport pattern beside theirs.
    files: ['bench/**/*.ts', 'e2e/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.spec.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [testSports, serverEntryPoints] }] },
  },
  {
    files: ['bench/**/*.test.ts', 'e2e/**/*.spec.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverEntryPoints] }] },
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
