import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { itemsOf, listOrWrapper } from './list-answer'

const schema = listOrWrapper(z.object({ Id: z.number() }), ['Items', 'Children'])

describe('listOrWrapper', () => {
  it('takes a bare list', () => {
    expect(itemsOf(schema.parse([{ Id: 1 }, { Id: 2 }]))).toEqual([{ Id: 1 }, { Id: 2 }])
    expect(itemsOf(schema.parse([]))).toEqual([])
  })

  it('takes a wrapper under any of its keys, with or without the envelope', () => {
    expect(itemsOf(schema.parse({ Success: true, Items: [{ Id: 1 }] }))).toEqual([{ Id: 1 }])
    expect(itemsOf(schema.parse({ Items: [{ Id: 1 }], Extra: 'x' }))).toEqual([{ Id: 1 }])
    expect(itemsOf(schema.parse({ Id: 0, Children: [{ Id: 3 }] }))).toEqual([{ Id: 3 }])
  })

  it('refuses a wrapper saying Success false with its message, and a shape without the list', () => {
    expect(() => itemsOf(schema.parse({ Success: false, Message: 'Nee.' }))).toThrow('Nee.')
    expect(schema.safeParse({ Success: true }).success).toBe(false)
    expect(schema.safeParse({ Items: [{ Id: 'x' }] }).success).toBe(false)
    expect(schema.safeParse('Items').success).toBe(false)
  })
})
