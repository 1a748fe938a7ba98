import { describe, expect, it } from 'vitest'
import { getDb } from '@/mocks/mock-db'
import { fetchRecipe, fetchRecipes, recipeDtoSchema } from './recipes'

const seed = () => getDb().state

describe('recipe contract', () => {
  it('every seed recipe parses with our DTO schema', () => {
    for (const r of seed().recipes)
      expect(recipeDtoSchema.safeParse(r).success, r.UrlSlug).toBe(true)
  })
  it('recipe source types are the spec’s msc-lister and demeter', () => {
    const types = new Set(
      seed()
        .recipes.map((r) => recipeDtoSchema.parse(r).SourceType)
        .filter(Boolean),
    )
    expect([...types].sort()).toEqual(['demeter', 'msc-lister'])
  })
})

describe('recipe calls against the mock service', () => {
  it('lists the recipes and answers an unknown one with a 404 ApiError', async () => {
    expect(await fetchRecipes()).toHaveLength(seed().recipes.length)
    await expect(fetchRecipe('bestaat-niet')).rejects.toMatchObject({ status: 404 })
  })
})
