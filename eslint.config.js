// ESLint flat config: typescript-eslint, react-hooks, jsx-a11y, TanStack Query, import boundaries.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import pluginQuery from '@tanstack/eslint-plugin-query'
import globals from 'globals'

const noMocksOrTesting = [
  { group: ['@/mocks/*', '**/mocks/*'], message: 'Only main.tsx may reach the mocks (dynamic import).' },
  { group: ['@/testing/*'], message: 'Test helpers are for tests.' },
]

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'public', 'coverage', 'playwright-report', 'test-results', '.lighthouse', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['scripts/**/*.mjs', '*.js'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Shared folders never import features, app, mocks or testing.
    files: ['src/{api,components,stores,lib,messages,styles}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...noMocksOrTesting, { group: ['@/features/*', '@/app/*'], message: 'Shared code may not import features or app.' }] }],
    },
  },
  {
    // Features never import each other or app: compose them in app/routes instead.
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...noMocksOrTesting, { group: ['@/features/*', '@/app/*', '../../*'], message: 'Features may not import other features or app; use relative imports inside the feature.' }] }],
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: noMocksOrTesting }] },
  },
)
