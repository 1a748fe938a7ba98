// The shop-wide schema.org nodes: Organization, WebSite with its search action, the BreadcrumbList.
import { describe, expect, it } from 'vitest'
import { breadcrumbListSchema, organizationSchema, webSiteSchema } from '@/testing/schema-org'
import { siteDefaults } from './env'
import { breadcrumbListJsonLd, organizationJsonLd, webSiteJsonLd } from './structured-data'

const ORIGIN = 'https://www.dierenruiter.nl'

describe('shop-wide structured data', () => {
  it('names the shop as Organization with its logo', () => {
    const node = organizationSchema.parse(organizationJsonLd(ORIGIN))
    expect(node).toMatchObject({
      name: siteDefaults.name,
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/icons/icon-512.png`,
    })
  })

  it('points the WebSite search action at /zoeken/{search_term_string}, unencoded', () => {
    const node = webSiteSchema.parse(webSiteJsonLd(ORIGIN))
    expect(node.potentialAction.target.urlTemplate).toBe(`${ORIGIN}/zoeken/{search_term_string}`)
  })

  it('lists Home and the trail in order, the current page under its canonical URL', () => {
    const node = breadcrumbListSchema.parse(
      breadcrumbListJsonLd(
        [
          { label: 'Hond', href: '/producten/1' },
          { label: 'Hondenvoer', href: '/producten/2' },
          { label: 'Brokken' },
        ],
        ORIGIN,
        `${ORIGIN}/producten/3?p=2`,
      ),
    )
    expect(node.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Hond', item: `${ORIGIN}/producten/1` },
      { '@type': 'ListItem', position: 3, name: 'Hondenvoer', item: `${ORIGIN}/producten/2` },
      { '@type': 'ListItem', position: 4, name: 'Brokken', item: `${ORIGIN}/producten/3?p=2` },
    ])
  })

  it('has no BreadcrumbList without a trail or while a label is still empty', () => {
    expect(breadcrumbListJsonLd([], ORIGIN, ORIGIN)).toBeNull()
    expect(
      breadcrumbListJsonLd([{ label: 'Winkels', href: '/winkels' }, { label: '' }], ORIGIN, ORIGIN),
    ).toBeNull()
  })
})
