// Unit tests of the category tree derivations: Level, Ancestors, joined Url and the three lookups.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { WebNodeDto } from '@/api/aspos/webnodes'
import { aWebNode } from '@/testing/builders'
import { webNodes } from '@/mocks/db/seed-catalogue'
import {
  buildCategoryTree,
  categoryByDescription,
  categoryById,
  categoryByUrl,
  descendantIds,
  normalizeCategoryUrl,
  resolveCategory,
} from './tree'

const node = aWebNode

const sample = [
  node(1, 'Hond', 'hond', [
    node(11, 'Hondenvoer', 'hondenvoer', [
      node(111, 'Droogvoer', 'droogvoer'),
      node(112, 'Natvoer', 'natvoer'),
    ]),
  ]),
  node(2, 'Kat', 'Kat', [node(21, 'Droogvoer', 'droogvoer')]),
]

describe('buildCategoryTree', () => {
  const tree = buildCategoryTree(sample)

  it('gives every node its level, counting from 0 at the top', () => {
    expect(categoryById(tree, 1)?.level).toBe(0)
    expect(categoryById(tree, 11)?.level).toBe(1)
    expect(categoryById(tree, 111)?.level).toBe(2)
  })

  it('lists the ancestors from the top down to the parent', () => {
    expect(categoryById(tree, 111)?.ancestors.map((a) => a.id)).toEqual([1, 11])
    expect(categoryById(tree, 1)?.ancestors).toEqual([])
  })

  it('joins the node urls of the path', () => {
    expect(categoryById(tree, 111)?.url).toBe('hond/hondenvoer/droogvoer')
    expect(categoryById(tree, 21)?.url).toBe('Kat/droogvoer')
  })

  it('looks up by lowercase url, ignoring case and slashes', () => {
    expect(categoryByUrl(tree, 'kat/droogvoer')?.id).toBe(21)
    expect(categoryByUrl(tree, '/Hond/Hondenvoer/')?.id).toBe(11)
    expect(categoryByUrl(tree, 'hond/kat')).toBeUndefined()
  })

  it('looks up by description; the first node depth first wins a tie', () => {
    expect(categoryByDescription(tree, 'droogvoer')?.id).toBe(111)
    expect(categoryByDescription(tree, ' Natvoer ')?.id).toBe(112)
  })

  it('keeps a node that appears twice only once, so a cycle cannot loop', () => {
    const twice = buildCategoryTree([node(1, 'A', 'a', [node(2, 'B', 'b')]), node(2, 'B', 'b')])
    expect(twice.all.map((n) => n.id)).toEqual([1, 2])
    expect(twice.roots).toHaveLength(1)
  })

  it('tolerates missing children', () => {
    const tree2 = buildCategoryTree([
      { Id: 5, Description: 'X', NodeUrl: 'x', Children: null as unknown as [] },
    ])
    expect(tree2.roots[0]?.children).toEqual([])
  })
})

describe('resolveCategory (the /producten/* wildcard)', () => {
  const tree = buildCategoryTree(sample)
  it('takes a node id', () => expect(resolveCategory(tree, '11')?.id).toBe(11))
  it('takes a joined url', () => expect(resolveCategory(tree, 'kat/droogvoer')?.id).toBe(21))
  it('takes a single slug', () => expect(resolveCategory(tree, 'natvoer')?.id).toBe(112))
  it('answers undefined for unknown ids, urls and the empty path', () => {
    expect(resolveCategory(tree, '999')).toBeUndefined()
    expect(resolveCategory(tree, 'vis/vijver')).toBeUndefined()
    expect(resolveCategory(tree, '')).toBeUndefined()
  })
  it('collects a node and all nodes below it', () => {
    expect(descendantIds(categoryById(tree, 1)!)).toEqual([1, 11, 111, 112])
  })
  it('normalizes urls', () => expect(normalizeCategoryUrl('//Hond%20X//y/')).toBe('hond x/y'))
})

describe('on the seed tree', () => {
  const tree = buildCategoryTree(webNodes)
  it('has every node findable by id and by its joined url', () => {
    for (const n of tree.all) {
      expect(categoryById(tree, n.id)).toBe(n)
      expect(categoryByUrl(tree, n.url)).toBe(n)
      expect(n.level).toBe(n.ancestors.length)
      expect(n.url.split('/')).toHaveLength(n.level + 1)
    }
  })

  it('holds level = depth and url = joined path for any generated tree', () => {
    const arbTree = fc.letrec((tie) => ({
      node: fc.record({
        slug: fc.stringMatching(/^[a-z]{1,6}$/),
        children: fc.oneof(
          { depthSize: 'small', withCrossShrink: true },
          fc.constant([]),
          fc.array(tie('node'), { maxLength: 3 }),
        ),
      }),
    })).node as fc.Arbitrary<{ slug: string; children: unknown[] }>
    fc.assert(
      fc.property(fc.array(arbTree, { maxLength: 3 }), (roots) => {
        // What each node must become, recorded while generating: not read back from the tree.
        const expected = new Map<number, { level: number; url: string; parentId: number | null }>()
        let id = 0
        const toDto = (
          n: { slug: string; children: unknown[] },
          parent: { id: number; level: number; url: string } | null,
        ): WebNodeDto => {
          const own = {
            id: ++id,
            level: parent ? parent.level + 1 : 0,
            url: parent ? `${parent.url}/${n.slug}` : n.slug,
          }
          expected.set(own.id, { level: own.level, url: own.url, parentId: parent?.id ?? null })
          const children = (n.children as { slug: string; children: unknown[] }[]).map((c) =>
            toDto(c, own),
          )
          return node(own.id, n.slug, n.slug, children)
        }
        const t = buildCategoryTree(roots.map((r) => toDto(r, null)))
        expect(t.all).toHaveLength(expected.size)
        for (const c of t.all) {
          const want = expected.get(c.id)!
          expect(c.level).toBe(want.level)
          expect(c.url).toBe(want.url)
          expect(c.ancestors.at(-1)?.id ?? null).toBe(want.parentId)
          expect(c.ancestors).toHaveLength(want.level)
        }
        expect(t.byId.size).toBe(id)
      }),
      { numRuns: 100 },
    )
  })
})
