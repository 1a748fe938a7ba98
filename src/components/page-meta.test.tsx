import { describe, expect, it } from 'vitest'
import { canonicalUrl, pageTitle } from './page-meta'

describe('page metadata', () => {
  it('builds the canonical link from the site domain and path, with ?p only above 1', () => {
    expect(canonicalUrl('https://www.dierenruiter.nl/', '/producten/12', '?p=2&sort=name')).toBe('https://www.dierenruiter.nl/producten/12?p=2')
    expect(canonicalUrl('https://www.dierenruiter.nl', '/producten/12', '?p=1')).toBe('https://www.dierenruiter.nl/producten/12')
    expect(canonicalUrl('https://www.dierenruiter.nl', '/blog', '?p=abc')).toBe('https://www.dierenruiter.nl/blog')
  })
  it('falls back to the chain default title', () => {
    expect(pageTitle('')).toBe('Dier & Ruiter | Dierenspeciaalzaak en ruitersport')
    expect(pageTitle('Kattenvoer')).toBe('Kattenvoer | Dier & Ruiter')
  })
})
