import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The order of the backend's domains: each may use the ones before it, never one after it
 * (ARCHITECTURE.md, "Dependencies point one way"). Users come before roles and auth: the role and
 * session entities a user row points at live in core/access and users/.
 */
const DOMAIN_ORDER = [
  'accounts',
  'countries',
  'modules',
  'settings',
  'providers',
  'wordpress',
  'users',
  'roles',
  'auth',
  'websites',
  'prompts',
  /** AI work on articles (rework, write, SEO): shared by cloning and generation. */
  'article-ai',
  'articles',
  /** Writing a post once, its Yoast meta and the destination's row of it: shared by cloning and generation. */
  'publishing',
  'cloning',
  'generation',
  'analytics',
  'jobs',
  /** The audit trail's reading side (its writer is core/audit, used by every repository). */
  'audit',
  'feedback',
  'dashboard',
  'health',
];

/**
 * The order of the frontend's feature modules (frontend/src/modules): each may import the ones
 * before it, never one after it, so no two modules import each other, directly or round a loop.
 * A page that hosts another feature's component comes after it and passes actions in
 * (ARCHITECTURE.md, "Frontend state"); what several features read sits low (content). A new
 * module takes its place in the list.
 */
const FEATURE_ORDER = [
  'branding',
  'content',
  /** The audit trail: its page, and the History tab other modules' pages host. */
  'audit',
  'accounts',
  'roles',
  'countries',
  'modules',
  'settings',
  'jobs',
  'analytics',
  'prompts',
  'providers',
  'cloning',
  'generation',
  'articles',
  'websites',
  'users',
  'auth',
  'dashboard',
  'feedback',
  'search',
  'misc',
];
const FEATURES = './frontend/src/modules';
const INDEX_ONLY =
  'reach another feature module only through its public index.ts (ARCHITECTURE.md, "Frontend state": modules never import each other\'s internals); export what you need from that index.';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'backend/src/database/migrations/**',
      'frontend/src/api/schema.d.ts',
      'test/wordpress/php/**',
      '**/*.js',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          // node:test's describe/it return promises the runner itself awaits.
          allowForKnownSafeCalls: [
            { from: 'package', package: 'node:test', name: ['describe', 'it', 'test', 'suite'] },
          ],
        },
      ],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
  {
    files: ['**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  ...[
    ['backend/src/**/*.ts', 'backend/tsconfig.json'],
    ['frontend/src/**/*.{ts,tsx}', 'frontend/tsconfig.json'],
  ].map(([files, project]) => ({
    // Import cycles: each side resolved with its own tsconfig (paths such as `@grants`);
    // `import type` and all-`type` specifier imports are erased at build time, so ignored.
    files: [files],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      // `@grants` and the other tsconfig aliases (no slash, unlike npm scopes) lead outside the
      // workspace package, which would count them as external and skip them.
      'import-x/internal-regex': '^@[^/]+$',
      'import-x/resolver-next': [createTypeScriptImportResolver({ project })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  })),
  {
    // Dependencies point one way (ARCHITECTURE.md): each folder of backend/src may import `core/`
    // and the domains before it in DOMAIN_ORDER, never one after it, so no two folders import
    // each other. `core/` imports no domain. A new domain takes its place in the list.
    files: ['backend/src/**/*.ts'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: './backend/src/core',
              from: DOMAIN_ORDER.map((domain) => `./backend/src/${domain}`),
              message: 'core/ uses no domain: domains use core.',
            },
            ...DOMAIN_ORDER.slice(0, -1).map((domain, at) => ({
              target: `./backend/src/${domain}`,
              from: DOMAIN_ORDER.slice(at + 1).map((later) => `./backend/src/${later}`),
              message: `${domain}/ may use only core/ and the domains before it (${DOMAIN_ORDER.slice(0, at).join(', ') || 'none'}); see DOMAIN_ORDER in eslint.config.mjs.`,
            })),
          ],
        },
      ],
    },
  },
  {
    // Jobs, one pipeline (ARCHITECTURE.md): a job's code is a @HandlesJob handler run by the one
    // processor of its queue (core/queues/job-runner.ts), and periodic work is a repeatable job of
    // the catalogue (MAINTENANCE). Bull's own processor decorators and timer loops are refused;
    // the beacon stream's hand-off timer is one named exception, with its spool's tick (each node
    // marks its own spool on its own disk alive and looks for stopped nodes' in the folder it can
    // read: no one worker can), and each process's probe of its read replicas the other (it
    // decides where that process reads: a job runs on one worker only).
    files: ['backend/src/**/*.ts'],
    ignores: [
      'backend/src/**/*.spec.ts',
      'backend/src/core/database/replicas.ts',
      'backend/src/analytics/ingest/beacon-spool.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@nestjs/bull',
              importNames: ['Processor', 'Process', 'OnQueueFailed', 'OnQueueCompleted'],
              message: 'A job is a @HandlesJob handler (core/queues/job-handler.ts).',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        {
          name: 'setInterval',
          message:
            'Periodic work is a repeatable job of the catalogue (MAINTENANCE in job-catalogue.ts).',
        },
      ],
    },
  },
  {
    // One door to the data: only repositories (and the few infrastructure places below) hold the
    // database's handles; services and everything else go through a repository.
    files: ['backend/src/**/*.ts'],
    ignores: [
      'backend/src/**/*.repository.ts',
      'backend/src/**/*.module.ts',
      'backend/src/**/*.spec.ts',
      'backend/src/core/database/**',
      'backend/src/database/**',
      'backend/src/countries/world-countries.seed.ts',
      'backend/src/health/health.service.ts',
      'backend/src/main.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'typeorm',
              importNames: ['DataSource', 'EntityManager', 'Repository', 'QueryRunner'],
              allowTypeImports: true,
              message: 'Reach the database through a repository (*.repository.ts).',
            },
            {
              name: '@nestjs/typeorm',
              importNames: [
                'InjectRepository',
                'InjectDataSource',
                'InjectEntityManager',
                'getRepositoryToken',
              ],
              message: 'Reach the database through a repository (*.repository.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // Feature modules talk through their public index.ts (ARCHITECTURE.md, "Frontend state"), in
    // FEATURE_ORDER. Two places of app/ reach further, to keep code splitting: app/pages.ts loads
    // each page by path (a page in the index would join the chunk of whoever imports the index),
    // and the event table in app/effects/ reads the key registries (queryKeys.ts) without pulling
    // every feature's components into the first chunk.
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...FEATURE_ORDER.flatMap((feature) => [
              {
                target: [
                  `${FEATURES}/!(${feature})/**`,
                  './frontend/src/!(modules|app)/**',
                  './frontend/src/*',
                  './frontend/src/app/!(pages.ts|effects)',
                ],
                from: `${FEATURES}/${feature}`,
                except: ['./index.ts'],
                message: `modules/${feature}: ${INDEX_ONLY}`,
              },
              {
                target: './frontend/src/app/pages.ts',
                from: `${FEATURES}/${feature}`,
                except: ['./index.ts', './pages'],
                message: `modules/${feature}: app/pages.ts loads pages by path; for the rest, ${INDEX_ONLY}`,
              },
              {
                target: './frontend/src/app/effects/**',
                from: `${FEATURES}/${feature}`,
                except: ['./index.ts', './queryKeys.ts'],
                message: `modules/${feature}: app/effects reads the key registry; for the rest, ${INDEX_ONLY}`,
              },
            ]),
            ...FEATURE_ORDER.slice(0, -1).map((feature, at) => ({
              target: `${FEATURES}/${feature}`,
              from: FEATURE_ORDER.slice(at + 1).map((later) => `${FEATURES}/${later}`),
              message: `modules/${feature} may use only the modules before it (${FEATURE_ORDER.slice(0, at).join(', ') || 'none'}); see FEATURE_ORDER in eslint.config.mjs (a host passes actions in, ARCHITECTURE.md).`,
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // verbatimModuleSyntax keeps `import { type X }` as a side-effect import that no-cycle skips.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      'no-restricted-syntax': [
        'error',
        {
          // TanStack Query drops these callbacks once the component that asked is drawn again or
          // gone, which a user action's own live announcement often does before the answer comes.
          selector: "CallExpression[callee.property.name='mutate'][arguments.length>1]",
          message:
            "Use runMutation(mutation, variables, { onSuccess, onError }) (api/runMutation.ts): mutate's per-call callbacks are dropped when the caller is redrawn or unmounted, and the user gets no toast.",
        },
      ],
    },
  },
);
