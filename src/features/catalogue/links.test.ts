// The catalogue's link builders must agree with the app's hrefs for every input.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { hrefs } from '@/app/paths'
import { links } from './links'

describe('catalogue links', () => {
  it('equal hrefs for any slug', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(links.category(a)).toBe(hrefs.category(a))
        expect(links.product(a)).toBe(hrefs.product(a))
        expect(links.search(a)).toBe(hrefs.search(a))
        expect(links.brand(a)).toBe(hrefs.brand(a))
        expect(links.brandCollection(a, b)).toBe(hrefs.brandCollection(a, b))
        expect(links.singleListing(a)).toBe(hrefs.singleListing(a))
      }),
    )
    expect(links.offers()).toBe(hrefs.offers())
    expect(links.brands()).toBe(hrefs.brands())
    expect(links.colourPicker()).toBe(hrefs.colourPicker())
    expect(links.home()).toBe(hrefs.home())
    expect(links.singleListing()).toBe(hrefs.singleListing())
  })
})
