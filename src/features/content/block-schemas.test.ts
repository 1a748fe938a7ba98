import { describe, expect, it } from 'vitest'
import { typedBlocks } from './block-schemas'

const blocks = [
  { id: 1, type: 'Text', data: { Html: '<p>Welkom</p>' } },
  { id: 2, type: 'Unknown', data: {} },
  { id: 3, type: 'Hero', data: 'not an object' },
]

describe('typedBlocks', () => {
  it('keeps the known blocks with valid data, in page order', () => {
    expect(typedBlocks(blocks).map((block) => block.id)).toEqual([1])
  })

  it('checks a page’s blocks once: the same answer gives the same result, which cannot be changed', () => {
    const first = typedBlocks(blocks)
    expect(typedBlocks(blocks)).toBe(first)
    expect(Object.isFrozen(first)).toBe(true)
    // Other blocks (a new answer) are checked on their own.
    expect(typedBlocks([...blocks])).not.toBe(first)
    expect(typedBlocks([...blocks])).toEqual(first)
  })
})
