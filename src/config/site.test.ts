import { describe, expect, it } from 'vitest'
import { SHOP_DEFAULTS, siteConfigFrom } from './site'

describe('site config', () => {
  it('defaults to Dier & Ruiter on dierenruiter.nl', () => {
    const site = siteConfigFrom({})
    expect(site).toMatchObject({
      name: 'Dier & Ruiter',
      domain: 'dierenruiter.nl',
      url: 'https://www.dierenruiter.nl',
      legalName: 'Dier & Ruiter B.V.',
    })
    expect(site.email('klantenservice')).toBe('klantenservice@dierenruiter.nl')
    expect(SHOP_DEFAULTS.name).toBe(site.name)
  })

  it('takes name and domain from the environment; the site address follows the domain unless set', () => {
    const site = siteConfigFrom({
      VITE_SHOP_NAME: ' Paard & Co ',
      VITE_SHOP_DOMAIN: 'www.paardenco.be',
    })
    expect(site).toMatchObject({
      name: 'Paard & Co',
      domain: 'paardenco.be',
      url: 'https://www.paardenco.be',
    })
    expect(site.email('demo')).toBe('demo@paardenco.be')
    expect(
      siteConfigFrom({ VITE_SITE_URL: 'https://shop.example.nl', VITE_SHOP_NAME: '' }),
    ).toMatchObject({
      name: 'Dier & Ruiter',
      url: 'https://shop.example.nl',
    })
  })
})
