// The built-CSS check (scripts/check-css.mjs) on a small stylesheet tree of its own: it collects
// the classes our own files write (not a vendor's), and names each one the build lost.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  builtClasses as builtClassesUntyped,
  classesOfSelector as classesOfSelectorUntyped,
  missingClasses as missingClassesUntyped,
  ownClasses as ownClassesUntyped,
  // @ts-expect-error -- a plain .mjs script without types
} from './check-css.mjs'

const classesOfSelector = classesOfSelectorUntyped as (selector: string) => string[]
const ownClasses = ownClassesUntyped as (entries: string[], ownDir: string) => Map<string, string>
const builtClasses = builtClassesUntyped as (outDir: string) => Set<string>
const missingClasses = missingClassesUntyped as (
  own: Map<string, string>,
  built: Set<string>,
) => [string, string][]

let root = ''
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true })
  root = ''
})

function write(path: string, text: string) {
  const file = join(root, path)
  mkdirSync(join(file, '..'), { recursive: true })
  writeFileSync(file, text)
  return file
}

describe('classesOfSelector', () => {
  it('reads the classes of a selector, not attribute values or pseudo-classes', () => {
    expect(classesOfSelector('.a .b-c:hover > .d__e--f')).toEqual(['a', 'b-c', 'd__e--f'])
    expect(classesOfSelector("html[data-shell='none.x'] .shell")).toEqual(['shell'])
    expect(classesOfSelector('li[aria-current="step"]')).toEqual([])
  })
})

describe('the built-CSS check', () => {
  it('collects our own classes (also nested and inside a vendor mixin), not the vendor’s', () => {
    root = mkdtempSync(join(tmpdir(), 'check-css-'))
    write(
      'vendor/_lib.scss',
      '@mixin tint($c) { color: $c; &:hover { color: red; } }\n.vendor-btn { color: blue; }\n',
    )
    const entry = write(
      'own/main.scss',
      [
        "@import '../vendor/lib';",
        '.timeline { display: flex; }',
        '.timeline-stage { &.timeline-done { color: green; } }',
        '.badge-x { @include tint(blue); }',
        '@keyframes creep { from { width: 0 } to { width: 90% } }',
      ].join('\n'),
    )
    const own = ownClasses([entry], join(root, 'own'))
    expect([...own.keys()].sort()).toEqual([
      'badge-x',
      'timeline',
      'timeline-done',
      'timeline-stage',
    ])
    expect(own.get('timeline-done')).toMatch(/main\.scss:3$/)
  })

  it('names each own class the build lost, and passes when all are there', () => {
    root = mkdtempSync(join(tmpdir(), 'check-css-'))
    write('dist/assets/index.css', '.timeline{display:flex}.timeline-stage{color:gray}')
    write('dist/assets/orders.css', '.vendor-btn{color:blue}')
    const own = new Map([
      ['timeline', 'a.scss:1'],
      ['timeline-stage', 'a.scss:2'],
      ['timeline-done', 'a.scss:3'],
    ])
    expect(missingClasses(own, builtClasses(join(root, 'dist')))).toEqual([
      ['timeline-done', 'a.scss:3'],
    ])
    write('dist/assets/orders.css', '.timeline-stage.timeline-done{color:green}')
    expect(missingClasses(own, builtClasses(join(root, 'dist')))).toEqual([])
  })
})
