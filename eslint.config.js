import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import httpAtTheEdge from './scripts/lint/http-at-the-edge.js';

const toServer = { regex: '^(\\.\\./)+server/', message: 'The client never imports the server: shared shapes live in src/shared.' };
/** Only server/http turns errors into problems; routes and operations throw AppError (server/errors). */
const problemRule = { regex: '(^|/)http/problem\\.js$', message: 'Throw AppError (server/errors/app-error.ts): server/http turns it into a problem.' };
/** What server/db may import besides itself: the configuration, the timers, the errors and src/shared. */
const GROUND_FLOOR = ['config', 'ops', 'logging', 'errors', '\\.\\./src/shared'];
const boundary = (files, patterns, ignores = []) => [{ files, ignores, rules: { 'no-restricted-imports': ['error', { patterns }] } }];

export default tseslint.config(
  {
    // Build output, runtime data, test reports and generated code are not ours to lint.
    ignores: [
      'dist/',
      'node_modules/',
      'data/',
      'test-results/',
      'playwright-report/',
      '.test-server/',
      'src/shared/generated/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    rules: {
      // `_name` marks a value that is deliberately unused (destructuring to omit a key, fixed signatures).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
        },
      ],
      // Rows and answers are typed, or `unknown` until checked; a seam that truly needs `any` says why.
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooks.configs.flat.recommended,
  },
  // Boundaries between layers (docs/architecture.md, "Boundaries"): each rule names what a folder may not
  // reach. Imports are relative, so a rule that forbids leaving a folder counts the climbs for each depth.
  ...boundary(['src/**/*.{ts,tsx}'], [toServer]),
  ...boundary(['src/shared/*.ts'], [{ regex: '^\\.\\./', message: 'src/shared is used by both sides and imports neither.' }]),
  ...boundary(['src/shared/*/*.ts'], [{ regex: '^(\\.\\./){2}', message: 'src/shared is used by both sides and imports neither.' }]),
  ...boundary(['server/**/*.ts'], [problemRule], ['server/http/**']),
  // HTTP at the edge (docs/architecture.md): Fastify, server/http and routes modules are imported only by
  // modules that register routes or hooks. The OAuth2 sign-in's steps are redirects and cookies through
  // and through: the one flow that is HTTP by nature (docs/architecture.md, "Handlers with logic").
  {
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    plugins: { portico: { rules: { 'http-at-the-edge': httpAtTheEdge } } },
    rules: { 'portico/http-at-the-edge': ['error', { allow: ['server/oauth2/sign-in-flow.ts'] }] },
  },
  // A file that registers routes is named for it (routes.ts, *-routes.ts, or install.ts when it also
  // installs hooks), so that the rules above, keyed on those names, hold for every route.
  {
    files: ['server/**/*.ts'],
    ignores: ['server/**/routes.ts', 'server/**/*-routes.ts', 'server/**/install.ts', 'server/app.ts', 'server/main.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "CallExpression[callee.property.name=/^(get|post|put|patch|delete|head|all)$/][arguments.0.type='Literal'][arguments.0.value=/^\\//]",
          "CallExpression[callee.property.name=/^(get|post|put|patch|delete|head|all)$/][arguments.0.type='TemplateLiteral'][arguments.0.quasis.0.value.raw=/^\\//]",
          "CallExpression[callee.property.name='route'][arguments.0.type='ObjectExpression']",
          "CallExpression[callee.property.name='setNotFoundHandler']",
        ].map((selector) => ({ selector, message: 'Routes are registered in a file named routes.ts, *-routes.ts or install.ts.' })),
      ],
    },
  },
  ...boundary(['server/db/*.ts'], [problemRule, { regex: `^\\.\\./(?!(${GROUND_FLOOR.join('|')})[/.])`, message: 'server/db is the ground floor: it imports no feature (features hand it their migrations).' }]),
  // Small files and functions: a file over 400 lines or a function over 80 is split (docs/architecture.md).
  // A test's walk reads as one story, so test functions are exempt from the length of functions.
  {
    files: ['server/**/*.ts', 'src/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs,js}', 'tests/**/*.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['server/**/*.ts', 'src/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs,js}'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs,js}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
