// The docs check (scripts/check-docs.mjs) against a small repository of its own: it must fail on a
// dead path, a dead route and a dead link, and pass this repository's own README and docs.
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
// @ts-expect-error -- a plain .mjs script without types
import { checkDocs, docFilesOf } from './check-docs.mjs'

interface Problem {
  file: string
  line: number
  text: string
  problem: string
}
const check = checkDocs as (root: string, docs: string[]) => Problem[]
const docFiles = docFilesOf as (root: string) => string[]

const paths = `export const paths = {
  home: '/',
  cart: '/winkelmandje',
  product: '/product/:productName',
  order: '/bestelling/:orderId?',
  category: '/producten/*',
  contentPage: '/:page',
} as const
`
let root = ''

function repo(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'check-docs-'))
  for (const [path, text] of Object.entries({ 'src/lib/paths.ts': paths, ...files })) {
    mkdirSync(join(root, dirname(path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  execFileSync('git', ['init', '-q'], { cwd: root })
  return root
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true })
  root = ''
})

describe('check-docs', () => {
  it('passes paths, routes and links that exist', () => {
    repo({
      'src/api/http.ts': '',
      'docs/decisions/001-x.md': '# x\n',
      'README.md': [
        'The client is `src/api/http.ts` (`http.ts`, `api/http.ts`), folders `src/api/` and `decisions/`.',
        'Pages: `/`, `/winkelmandje`, `/product/royal-canin`, `/bestelling`, `/producten/100/7`, `/{slug}`.',
        'Not checked: `zod/mini`, `POST /api/aspos/cart`, `/api/vm`, `https://example.nl/x.ts`.',
        'See [the decision](docs/decisions/001-x.md#why) and [the web](https://example.nl).',
        '```',
        'src/not/checked/inside/a/fence.ts',
        '```',
      ].join('\n'),
    })
    expect(check(root, docFiles(root))).toEqual([])
  })

  it('names a dead file path with its line', () => {
    repo({
      'src/api/http.ts': '',
      'docs/architecture.md': 'Intro\nLogout lives in `src/features/auth/logout.ts`.\n',
    })
    expect(check(root, docFiles(root))).toEqual([
      {
        file: 'docs/architecture.md',
        line: 2,
        text: 'src/features/auth/logout.ts',
        problem: 'no such file or folder',
      },
    ])
  })

  it('names a bare file name no file has, and a template whose folder is gone', () => {
    repo({ 'README.md': '`logout.ts` and `src/app/routes/<name>.tsx`\n' })
    expect(check(root, docFiles(root)).map((p) => p.text)).toEqual([
      'logout.ts',
      'src/app/routes/<name>.tsx',
    ])
  })

  it('names a route src/lib/paths.ts does not have, even one segment long (no catch-all excuse)', () => {
    repo({ 'README.md': 'Go to `/mandje` or `/product` or `/product/x/y`.\n' })
    expect(check(root, docFiles(root)).map((p) => p.text)).toEqual([
      '/mandje',
      '/product',
      '/product/x/y',
    ])
  })

  it('names a relative link to a missing file', () => {
    repo({ 'docs/api.md': 'See [architecture](architecture.md).\n' })
    expect(check(root, docFiles(root))).toEqual([
      { file: 'docs/api.md', line: 1, text: 'architecture.md', problem: 'link to a missing file' },
    ])
  })

  it('exits 1 from the command line on a dead path, 0 once it is fixed', () => {
    repo({ 'README.md': 'See `docs/gone.md`.\n' })
    const run = () =>
      spawnSync('node', [join(process.cwd(), 'scripts/check-docs.mjs'), root], { encoding: 'utf8' })
    const failed = run()
    expect(failed.status).toBe(1)
    expect(failed.stdout).toContain('README.md:1: `docs/gone.md`: no such file or folder')
    writeFileSync(join(root, 'README.md'), 'See `src/lib/paths.ts`.\n')
    expect(run().status).toBe(0)
  })

  it("finds nothing dead in this repository's README and docs", () => {
    const here = process.cwd()
    expect(check(here, docFiles(here))).toEqual([])
  })
})
