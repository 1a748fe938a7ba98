// The shape measure (scripts/check-shape.mjs) on a small src/ tree of its own: each list names
// what was planted in it, and nothing that keeps the rules.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  exportedFunctionNames as exportedFunctionNamesUntyped,
  measure as measureUntyped,
  report as reportUntyped,
  // @ts-expect-error -- a plain .mjs script without types
} from './check-shape.mjs'

interface Back {
  from: string
  to: string
  fromLayer: string
  toLayer: string
}
interface Shape {
  shared: Map<string, string[]>
  contract: Map<string, string[]>
  long: [string, number][]
  back: Back[]
}
const measure = measureUntyped as (srcDir: string) => Shape
const report = reportUntyped as (shape: Shape) => string[]
const exportedFunctionNames = exportedFunctionNamesUntyped as (
  file: string,
  text: string,
) => string[]

let root = ''
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true })
  root = ''
})

function tree(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), 'check-shape-'))
  for (const [path, text] of Object.entries(files)) {
    const file = join(root, 'src', path)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, text)
  }
  return join(root, 'src')
}

const lines = (n: number) => Array.from({ length: n }, (_, i) => `const a${i} = ${i}`).join('\n')

describe('exportedFunctionNames', () => {
  it('names exported declarations and exported arrow or function constants, nothing else', () => {
    const text = [
      'export function one() {}',
      'export const two = () => 2',
      'export const three = function () {}',
      'export const notAFunction = 4',
      'function hidden() {}',
      'export default function defaulted() {}',
      'export async function five() {}',
    ].join('\n')
    expect(exportedFunctionNames('a.ts', text)).toEqual(['one', 'two', 'three', 'five'])
  })
})

describe('measure', () => {
  it('lists a function name two files export, and keeps the route contract apart', () => {
    const src = tree({
      'lib/a.ts': 'export function formatThing() {}\nexport function alone() {}',
      'features/x/b.ts': 'export const formatThing = () => 1',
      'app/routes/one.tsx': 'export function Component() {}\nexport function makeLoader() {}',
      'app/routes/two.tsx': 'export function Component() {}\nexport function makeLoader() {}',
      'lib/a.test.ts': 'export function alone() {}',
    })
    const shape = measure(src)
    expect([...shape.shared]).toEqual([['formatThing', ['features/x/b.ts', 'lib/a.ts']]])
    expect([...shape.contract.keys()]).toEqual(['Component', 'makeLoader'])
  })

  it('lists files over 400 lines, longest first, but not the seed data of mocks/db', () => {
    const src = tree({
      'lib/short.ts': lines(400),
      'lib/long.ts': lines(401),
      'api/longer.ts': lines(500),
      'mocks/db/seed.ts': lines(900),
    })
    expect(measure(src).long).toEqual([
      ['api/longer.ts', 500],
      ['lib/long.ts', 401],
    ])
  })

  it('lists imports that run back up the layers, by alias, relative path, re-export and import()', () => {
    const src = tree({
      'messages/nl/shop.ts': "import { site } from '@/lib/site-config'\nexport const m = site",
      'lib/site-config.ts': "import { m } from '../messages/nl/shop'\nexport const site = m",
      'api/auth.ts': "export { useSession } from '@/stores/session'",
      'stores/session.ts': "import { login } from '@/api/auth'\nexport const useSession = login",
      'lib/later.ts': "export const later = () => import('@/features/cart/cart')",
      'features/cart/cart.ts': "import { site } from '@/lib/site-config'\nexport const c = site",
      'app/page.tsx': "import { c } from '@/features/cart/cart'\nexport const p = c",
      'components/x.test.tsx': "import { p } from '@/app/page'\nexport const t = p",
      'mocks/handler.ts': "import { p } from '@/app/page'\nexport const h = p",
    })
    expect(measure(src).back).toEqual([
      { from: 'api/auth.ts', to: 'stores/session', fromLayer: 'api', toLayer: 'stores' },
      { from: 'lib/later.ts', to: 'features/cart/cart', fromLayer: 'lib', toLayer: 'features' },
      { from: 'messages/nl/shop.ts', to: 'lib/site-config', fromLayer: 'messages', toLayer: 'lib' },
    ])
  })

  it('prints the counts on its last line', () => {
    const src = tree({
      'lib/a.ts': 'export function same() {}',
      'api/b.ts': "import '@/stores/s'\nexport function same() {}",
      'stores/s.ts': lines(401),
    })
    expect(report(measure(src)).at(-1)).toBe(
      'shape: 1 shared function names (2 exports; 0 route-contract names apart), ' +
        '1 files over 400 lines, 1 imports back up the layers in 1 files',
    )
  })
})
