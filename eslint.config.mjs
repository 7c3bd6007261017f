import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // verbatimModuleSyntax keeps `import { type X }` as a side-effect import that no-cycle skips.
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
);
