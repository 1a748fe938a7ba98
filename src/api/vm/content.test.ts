import { describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import { server } from '@/mocks/server'
import {
  BANNER_TTL_MS,
  CONTENT_CACHE_VERSION,
  MENU_TTL_MS,
  readContentCache,
  writeContentCache,
} from './content-cache'
import {
  ContentNotFoundError,
  fetchPageContent,
  getSharedContent,
  refreshSharedContent,
} from './content'
import { parseBlocks } from './content-model'

type Body = Record<string, unknown>

function recordRequests() {
  const bodies: Body[] = []
  server.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith('/api/vm/u')) bodies.push((await request.clone().json()) as Body)
  })
  return bodies
}

describe('content service', () => {
  it('sends the spec payload and asks for menus and shared banners on first load', async () => {
    const bodies = recordRequests()
    const page = await fetchPageContent({ url: 'over-ons' })
    expect(page.title).toBeTruthy()
    expect(bodies[0]).toMatchObject({
      Culture: 'nl-NL',
      Reload: false,
      AtomType: 'Content.Article',
      Url: 'over-ons',
      GetBlocks: true,
      GetMenus: true,
      GetMenusByName: 'topmenu|contentmenu',
      BannerCategories: 'mainbanners|contactdetails|usp-banners|newsletter-promo-modal',
    })
    expect(getSharedContent().menus?.byName.topmenu?.length).toBeGreaterThan(0)
    expect(getSharedContent().banners['usp-banners']?.length).toBeGreaterThan(0)
    server.events.removeAllListeners()
  })

  it('with a fresh cache asks only for the page’s own banners (menus valid 24 h, banners 10 min)', async () => {
    await fetchPageContent({ url: 'over-ons' })
    const bodies = recordRequests()
    await fetchPageContent({ url: 'contact', bannerCategories: ['extra'] })
    expect(bodies[0]).toMatchObject({ GetMenus: false, BannerCategories: 'extra' })
    server.events.removeAllListeners()
  })

  it('asks again for the banners after 10 minutes and for the menus after 24 hours', async () => {
    await fetchPageContent({ url: 'over-ons' })
    const cache = readContentCache<unknown, unknown>()
    cache.banners['usp-banners']!.at = Date.now() - BANNER_TTL_MS - 1
    writeContentCache(cache)
    const bodies = recordRequests()
    await fetchPageContent({ url: 'contact' })
    expect(bodies[0]).toMatchObject({ GetMenus: false, BannerCategories: 'usp-banners' })
    cache.menus!.at = Date.now() - MENU_TTL_MS - 1
    writeContentCache(cache)
    await fetchPageContent({ url: 'faq' })
    expect(bodies[1]).toMatchObject({ GetMenus: true, BannerCategories: 'usp-banners' })
    server.events.removeAllListeners()
  })

  it('keeps what each answer brings in the cache', async () => {
    await fetchPageContent({ url: 'over-ons' })
    const cache = readContentCache<unknown, unknown>()
    const old = Date.now() - MENU_TTL_MS - 1
    cache.menus!.at = old
    for (const entry of Object.values(cache.banners)) entry.at = Date.now() - BANNER_TTL_MS - 1
    writeContentCache(cache)
    await fetchPageContent({ url: 'contact' })
    const fresh = readContentCache<unknown, unknown>()
    expect(fresh.menus!.at).toBeGreaterThan(old)
    expect(
      Object.values(fresh.banners).every((entry) => Date.now() - entry.at < BANNER_TTL_MS),
    ).toBe(true)
  })

  it('the shell asks nothing while a page request brings the menus and banners (one request per first page)', async () => {
    const bodies = recordRequests()
    const page = fetchPageContent({ url: 'over-ons' })
    await refreshSharedContent()
    await page
    expect(bodies.map((body) => body.Url)).toEqual(['over-ons'])
    expect(getSharedContent().menus?.byName.topmenu?.length).toBeGreaterThan(0)
    server.events.removeAllListeners()
  })

  it('retries with the home article when the call fails and menus are missing', async () => {
    const urls: string[] = []
    server.use(
      http.post('*/api/vm/u', async ({ request }) => {
        const body = (await request.clone().json()) as Body
        urls.push(String(body.Url))
        if (body.Url === 'kapot') return new HttpResponse(null, { status: 500 })
        return undefined
      }),
    )
    await expect(fetchPageContent({ url: 'kapot' })).rejects.toMatchObject({ status: 500 })
    expect(urls).toEqual(['kapot', 'home'])
    expect(getSharedContent().menus).not.toBeNull()
  })

  it('does not retry when menus and banners are cached', async () => {
    await refreshSharedContent(true)
    const urls: string[] = []
    server.use(
      http.post('*/api/vm/u', async ({ request }) => {
        urls.push(String(((await request.clone().json()) as Body).Url))
        return new HttpResponse(null, { status: 500 })
      }),
    )
    await expect(fetchPageContent({ url: 'kapot' })).rejects.toBeTruthy()
    expect(urls).toEqual(['kapot'])
  })

  it("treats ReasonCode '404' as the wildcard-page error", async () => {
    await expect(fetchPageContent({ url: 'bestaat-echt-niet' })).rejects.toBeInstanceOf(
      ContentNotFoundError,
    )
  })

  it('skips blocks whose Data is not valid JSON', () => {
    const blocks = parseBlocks([
      { ID: 1, Type: 'Text', Data: '{"Html":"<p>ok</p>"}' },
      { ID: 2, Type: 'Text', Data: '{kapot' },
    ])
    expect(blocks).toEqual([{ id: 1, type: 'Text', data: { Html: '<p>ok</p>' } }])
  })
})

describe('the shared content cache in localStorage', () => {
  it('drops an entry of another version or a broken shape instead of breaking the header', async () => {
    const { readContentCache: read } = await import('./content-cache')
    const { bannerCategorySchema, menuArticleSchema } = await import('./content-model')
    const schemas = { menus: menuArticleSchema(), banner: bannerCategorySchema() }
    const at = Date.now()
    localStorage.setItem('vm-cache', JSON.stringify({ menus: { value: {}, at }, banners: {} }))
    expect(read(schemas)).toEqual({ menus: null, banners: {} })
    expect(localStorage.getItem('vm-cache')).toBeNull()
    localStorage.setItem('vm-cache', '{kapot')
    expect(read(schemas)).toEqual({ menus: null, banners: {} })
    localStorage.setItem(
      'vm-cache',
      JSON.stringify({
        version: CONTENT_CACHE_VERSION,
        menus: { value: { MainMenu: [{ ID: 'x' }] }, at },
        banners: {
          usp: { value: { Name: 'usp', Banners: [] }, at },
          bad: { value: { Name: 1 }, at },
        },
      }),
    )
    const cache = read(schemas)
    expect(cache.menus).toBeNull()
    expect(Object.keys(cache.banners)).toEqual(['usp'])
  })

  it('reads the same stored text once: each reader gets the same values in outer objects of its own', async () => {
    const { bannerCategorySchema, menuArticleSchema } = await import('./content-model')
    const schemas = { menus: menuArticleSchema(), banner: bannerCategorySchema() }
    const at = Date.now()
    localStorage.setItem(
      'vm-cache',
      JSON.stringify({
        version: CONTENT_CACHE_VERSION,
        menus: null,
        banners: { usp: { value: { Name: 'usp', Banners: [] }, at } },
      }),
    )
    const first = readContentCache(schemas)
    // A reader that changes what it read (as storing an answer does) changes nothing for the next.
    first.banners.extra = { value: { Name: 'extra', Banners: [] }, at }
    const second = readContentCache(schemas)
    expect(Object.keys(second.banners)).toEqual(['usp'])
    expect(second.banners.usp).toBe(first.banners.usp)
    // Another tab wrote the cache: its text is read anew.
    localStorage.setItem(
      'vm-cache',
      JSON.stringify({ version: CONTENT_CACHE_VERSION, menus: null, banners: {} }),
    )
    expect(readContentCache(schemas).banners).toEqual({})
  })

  it('takes what it stored with its schemas as it is, and checks a text stored without them', async () => {
    const { bannerCategorySchema, menuArticleSchema } = await import('./content-model')
    const schemas = { menus: menuArticleSchema(), banner: bannerCategorySchema() }
    const at = Date.now()
    const usp = { value: { Name: 'usp', Banners: [] }, at }
    writeContentCache({ menus: null, banners: { usp } }, schemas)
    expect(readContentCache(schemas).banners.usp).toBe(usp)
    // Stored without schemas (its values unchecked): the next read checks them.
    const bad = { value: { Name: 1 }, at } as unknown as typeof usp
    writeContentCache({ menus: null, banners: { usp, bad } })
    expect(Object.keys(readContentCache(schemas).banners)).toEqual(['usp'])
  })
})
