// The lean profile against the shop's own fetchers: each shaped answer is what the spec allows,
// and the shop reads it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { server } from './server'
import { serviceHandlers } from './handlers'
import { leanHandlers } from './lean-profile'
import { fetchWebNodeTree } from '@/api/aspos/webnodes'
import { fetchConfig, loyaltyGroupCodes } from '@/api/aspos/config'
import { addVoucher, fetchCart, removeVoucher } from '@/api/aspos/cart'
import { resetDb } from './mock-db'

describe('the lean mock profile', () => {
  beforeEach(() => {
    resetDb()
    server.use(...leanHandlers(serviceHandlers))
  })
  afterEach(() => server.resetHandlers())

  it('sends the category tree as a bare array with only the spec fields', async () => {
    const raw = (await (await fetch('http://localhost/api/aspos/webnodetree')).json()) as unknown[]
    expect(Array.isArray(raw)).toBe(true)
    expect(Object.keys(raw[0] as object).sort()).toEqual([
      'Children',
      'Description',
      'Id',
      'NodeUrl',
    ])
    const tree = await fetchWebNodeTree()
    expect(tree.map((n) => n.Description)).toContain('Hond')
  })

  it('sends Config as a key/value list, which the shop reads as its map', async () => {
    const raw = (await (await fetch('http://localhost/api/aspos/common/config')).json()) as {
      Config: unknown
    }
    expect(raw.Config).toContainEqual({ Key: 'CustomerGroups.Loyalty', Value: 'LOYAL' })
    expect(loyaltyGroupCodes(await fetchConfig())).toEqual(['LOYAL'])
  })

  it('answers a voucher write with 204, a refusal as it is, and the cart shows the change', async () => {
    const response = await fetch('http://localhost/api/aspos/cart/vouchers', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code: 'WELKOM10' }),
    })
    expect(response.status).toBe(204)
    await addVoucher('WELKOM10').catch(() => undefined)
    const cart = await fetchCart()
    expect(cart.vouchers.map((v) => v.code)).toContain('WELKOM10')
    await removeVoucher(cart.vouchers[0]!.id)
    expect((await fetchCart()).vouchers).toEqual([])
    await expect(addVoucher('BESTAATNIET')).rejects.toMatchObject({ kind: 'http' })
  })
})
