import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { wireSchemaOf, wireValuesOf } from './form-wire'

describe('form-wire', () => {
  const fields = { name: z.string().check(z.minLength(1)), orderNumber: z.optional(z.string()) }

  it('checks the wire names with the table’s own rules', () => {
    const schema = wireSchemaOf(fields)
    expect(schema.safeParse({ Name: 'Anna', OrderNumber: 'A1' }).success).toBe(true)
    expect(schema.safeParse({ Name: '' }).success).toBe(false)
    expect(schema.safeParse({ name: 'Anna' }).success).toBe(false)
  })

  it('maps the form’s values to the wire names', () => {
    expect(wireValuesOf({ name: 'Anna', orderNumber: 'A1' })).toEqual({
      Name: 'Anna',
      OrderNumber: 'A1',
    })
  })
})
