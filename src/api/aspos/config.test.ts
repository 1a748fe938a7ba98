// Common config: the seed answer parses; loyalty group codes from a comma or pipe list.
import { describe, expect, it } from 'vitest'
import { config } from '@/mocks/db/seed-stores-people'
import { configDtoSchema, fetchConfig, isLoyaltyGroup, loyaltyGroupCodes } from './config'

describe('config', () => {
  it('parses the seed and the served answer', async () => {
    expect(configDtoSchema.safeParse(config).success).toBe(true)
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
})
