// ESLint flat config: typescript-eslint, react-hooks, jsx-a11y, TanStack Query, import boundaries (zones on file paths).
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import pluginQuery from '@tanstack/eslint-plugin-query'
import globals from 'globals'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { readdirSync } from 'node:fs'

// Import boundaries as zones on real file paths (resolved through the `@/` alias and relative
// paths alike), as bulletproof-react does with import/no-restricted-paths. Tests may cross them.
const shared = [
  'src/api',
  'src/components',
  'src/stores',
  'src/domain',
  'src/lib',
  'src/messages',
  'src/config',
  'src/styles',
]
// The shared layers, lowest first: each imports only from itself and the layers before it
// (docs/architecture.md, "Layers"); scripts/check-shape.mjs counts the same order.
const layers = ['config', 'messages', 'lib', 'domain', 'api', 'stores', 'components']
const features = readdirSync('src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
const routeModules = readdirSync('src/app/routes').filter(
  (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f),
)
const allButTesting = [...shared, 'src/app', 'src/features', 'src/mocks']
const boundaryZones = [
  {
    target: shared,
    from: ['src/features', 'src/app'],
    message:
      'Shared code (api, components, stores, lib, messages, styles) may not import features or app.',
  },
  {
    target: 'src/features',
    from: 'src/app',
    message: 'Features may not import app: compose them in src/app instead.',
  },
  ...features.map((feature) => ({
    target: `src/features/${feature}`,
    from: 'src/features',
    except: [`./${feature}`],
    message: 'Features may not import other features: compose them in src/app/compose instead.',
  })),
  {
    target: [...shared, 'src/app', 'src/features'],
    from: 'src/mocks',
    message: 'Only main.tsx may reach the mocks (dynamic import behind the mocking flag).',
  },
  ...layers.slice(0, -1).map((layer, i) => ({
    target: `src/${layer}`,
    from: layers.slice(i + 1).map((above) => `src/${above}`),
    message: `The shared layers import one way (${layers.join(' ← ')}): src/${layer} may not import a layer after it.`,
  })),
  { target: allButTesting, from: 'src/testing', message: 'Test helpers are for tests.' },
  // Routes do not import routes: one zone per route module, whose only exception is its own
  // `<name>.data.ts` (a loader module beside the route); a loader module imports no route at all.
  ...routeModules.map((file) => {
    const ownData = file.replace(/\.tsx$/, '.data.ts')
    return {
      target: `src/app/routes/${file}`,
      from: 'src/app/routes',
      except: file.endsWith('.tsx') && routeModules.includes(ownData) ? [`./${ownData}`] : [],
      message:
        'Routes do not import routes (only their own <name>.data.ts): move what they share to src/app/compose.',
    }
  }),
]

/** Components do not write to the server or the query cache themselves (decision: writes beside reads). */
const writesBesideReads = [
  {
    selector:
      'CallExpression[callee.property.name=/^(invalidateQueries|setQueryData|setQueriesData|removeQueries|resetQueries)$/]',
    message:
      "Components do not change the query cache: put the write and its cache update in the resource's mutation hook.",
  },
  {
    selector: "CallExpression[callee.name='useMutation']",
    message:
      "No inline useMutation in a component: call the resource's mutation hook (api/aspos/<resource>.mutations.ts or the feature's hooks).",
  },
]

/** Wire shapes stay in api/ (see the block for features and app below). */
const wireKeyInView = {
  selector:
    'MemberExpression[computed=false][property.name=/^[A-Z][a-z]/]:not([object.name=/^(m|module|React)$/])',
  message:
    'A view reads no wire key: map the answer to a camelCase type in api/ (see docs/architecture.md, "a new field of the wire").',
}

/**
 * No class name made at run time: the build's PurgeCSS keeps only class names it reads in the
 * source, so `status-${state}` loses its rules in dist/ (npm run test:css names each one). Write
 * the names out in full (a map of states to classes) or style by a data-/aria- attribute.
 */
const runTimeClassNames = ['JSXAttribute', 'Property'].map((node) => ({
  selector: `${node}[${node === 'Property' ? 'key' : 'name'}.name=/[cC]lassName$/] TemplateElement[tail=false][value.raw=/-$/]`,
  message:
    'No class name made at run time (`x-${state}`): the build drops its rules. Write each class in full (a map) or style by a data-/aria- attribute.',
}))

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'public',
      'coverage',
      'playwright-report',
      'test-results',
      '.lighthouse',
      '.tmp',
    ],
  },
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
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // zod/mini only in shop code: classic zod's every schema class shares zod's core chunk, which the
    // entry loads on every page (12 KiB gzip more). Tests, mocks and test helpers may use classic zod.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/mocks/**', 'src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: "Import * as z from 'zod/mini'." }] },
      ],
    },
  },
  {
    // Writes beside reads: a component calls a resource's mutation hook (api/aspos/<resource>.mutations.ts
    // or the feature's hook module) and renders; the write and what it changes in the cache live there.
    files: ['src/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'src/testing/**'],
    rules: { 'no-restricted-syntax': ['error', ...writesBesideReads, ...runTimeClassNames] },
  },
  {
    // Wire shapes stay in api/: the views of features and app read our camelCase domain types only.
    // A PascalCase property read is a wire key (module exports, `m.Footer`, are read off `m`).
    files: ['src/features/**/*.tsx', 'src/app/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'src/app/routes/api-test.tsx'],
    rules: {
      'no-restricted-syntax': ['error', ...writesBesideReads, ...runTimeClassNames, wireKeyInView],
    },
  },
  {
    files: ['scripts/**/*.mjs', '*.js'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      // no-cycle reads the imported modules themselves: they must be parsed as TypeScript.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      // No import circles (type-only and lazy `import()` edges count too): a circle means two
      // modules own each other's rules; move the shared name into a module below both.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
)
