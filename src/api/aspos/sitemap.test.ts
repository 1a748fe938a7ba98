import { describe, expect, it } from 'vitest'
import { getDb } from '@/mocks/mock-db'
import { fetchSitemap } from './sitemap'

describe('sitemap index against the mock service', () => {
  it('lists the pages without test fixtures, and every store', async () => {
    const sitemap = await fetchSitemap()
    const slugs = sitemap.pages.map((p) => p.slug)
    expect(slugs).toContain('over-ons')
    expect(slugs).toContain('toegankelijkheid')
    expect(slugs).not.toContain('kapotte-blokken')
    expect(sitemap.stores).toHaveLength(getDb().state.stores.length)
  })
})
