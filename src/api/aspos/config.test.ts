// Common config: the seed answer parses; loyalty group codes from a comma or pipe list.
import { describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import { server } from '@/mocks/server'
import { config } from '@/mocks/db/seed-stores-people'
import { configDtoSchema, fetchConfig, isLoyaltyGroup, loyaltyGroupCodes } from './config'

describe('config', () => {
  it('parses the seed and the served answer', async () => {
    expect(configDtoSchema().safeParse(config).success).toBe(true)
    const served = await fetchConfig()
    expect(loyaltyGroupCodes(served)).toEqual(['LOYAL'])
  })

  it('reads comma and pipe separated group codes', () => {
    const values = { 'CustomerGroups.Loyalty': ' LOYAL, gold|SILVER ,, ' }
    expect(loyaltyGroupCodes({ values })).toEqual(['LOYAL', 'gold', 'SILVER'])
    expect(isLoyaltyGroup('GOLD', { values })).toBe(true)
    expect(isLoyaltyGroup('PARTICULIER', { values })).toBe(false)
    expect(isLoyaltyGroup('', { values })).toBe(false)
    expect(isLoyaltyGroup('LOYAL', { values: {} })).toBe(false)
  })

  it.each([
    ['a flat map', { 'CustomerGroups.Loyalty': 'LOYAL|GOLD', 'Shipping.Costs': 4.95 }],
    [
      'a list of key/value pairs',
      [
        { Key: 'CustomerGroups.Loyalty', Value: 'LOYAL|GOLD' },
        { Key: 'Shipping.Costs', Value: 4.95 },
      ],
    ],
  ])('reads Config sent as %s', async (_, Config) => {
    server.use(
      http.get('*/api/aspos/common/config', () =>
        HttpResponse.json({ Success: true, Regions: [], Config }),
      ),
    )
    const served = await fetchConfig()
    expect(loyaltyGroupCodes(served)).toEqual(['LOYAL', 'GOLD'])
    expect(served.values['Shipping.Costs']).toBe('4.95')
  })
})
