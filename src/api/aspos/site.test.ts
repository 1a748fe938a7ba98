import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { ApiError } from '@/api/http'
import { getDb } from '@/mocks/mock-db'
import { common } from '@/messages/nl/common'
import { content } from '@/messages/nl/content'
import {
  applyForJob,
  CV_MAX_BYTES,
  cvProblem,
  blogPostDtoSchema,
  fetchBlogPage,
  fetchBlogPost,
  fetchContentProducts,
  fetchJob,
  fetchJobs,
  fetchRecipe,
  fetchRecipes,
  fetchSitemap,
  fetchStore,
  fetchStores,
  jobDtoSchema,
  matchesStoreQuery,
  recipeDtoSchema,
  sendContactMessage,
  storeDtoSchema,
} from './site'

const seed = () => getDb().state

describe('contract: every seed record parses with our DTO schemas', () => {
  it('stores, jobs, blog posts and recipes', () => {
    for (const s of seed().stores) expect(storeDtoSchema.safeParse(s).success, s.UrlSlug).toBe(true)
    for (const j of seed().jobs) expect(jobDtoSchema.safeParse(j).success, j.UrlSlug).toBe(true)
    for (const p of seed().blogPosts) expect(blogPostDtoSchema.safeParse(p).success, p.UrlSlug).toBe(true)
    for (const r of seed().recipes) expect(recipeDtoSchema.safeParse(r).success, r.UrlSlug).toBe(true)
  })
  it('recipe source types are the spec’s msc-lister and demeter', () => {
    const types = new Set(seed().recipes.map((r) => recipeDtoSchema.parse(r).SourceType).filter(Boolean))
    expect([...types].sort()).toEqual(['demeter', 'msc-lister'])
  })
})

describe('matchesStoreQuery', () => {
  const store = { name: 'Dier & Ruiter Den Haag', city: 'Den Haag', postalCode: '2582 BX' }
  it('finds by place, name and postcode in any spelling', () => {
    expect(matchesStoreQuery(store, 'den haag')).toBe(true)
    expect(matchesStoreQuery(store, 'HAAG')).toBe(true)
    expect(matchesStoreQuery(store, '2582bx')).toBe(true)
    expect(matchesStoreQuery(store, '2582 BX')).toBe(true)
    expect(matchesStoreQuery(store, '2582')).toBe(true)
    expect(matchesStoreQuery(store, 'Utrecht')).toBe(false)
    expect(matchesStoreQuery(store, '2582 AA')).toBe(false)
  })
  it('four digits also find the stores of the same postcode region', () => {
    expect(matchesStoreQuery(store, '2500')).toBe(true)
    expect(matchesStoreQuery(store, '3500')).toBe(false)
  })
  it('every seed store is found by its own city and postcode, however typed', () => {
    const stores = seed().stores
    fc.assert(
      fc.property(fc.constantFrom(...stores), fc.boolean(), fc.boolean(), (s, upper, spaced) => {
        const domain = { name: s.Name, city: s.City, postalCode: s.PostalCode }
        const pc = s.PostalCode.replace(' ', spaced ? ' ' : '')
        expect(matchesStoreQuery(domain, upper ? pc.toUpperCase() : pc.toLowerCase())).toBe(true)
        expect(matchesStoreQuery(domain, upper ? s.City.toUpperCase() : s.City.toLowerCase())).toBe(true)
      }),
    )
  })
  it('an empty query matches everything', () => {
    fc.assert(fc.property(fc.string().map((s) => s.replace(/[a-z0-9]/gi, '')), (q) => {
      expect(matchesStoreQuery(store, q)).toBe(true)
    }))
  })
})

describe('site calls against the mock service', () => {
  it('lists and searches stores, and maps opening hours sorted by day', async () => {
    const all = await fetchStores('')
    expect(all).toHaveLength(seed().stores.length)
    const utrecht = await fetchStores('utrecht')
    expect(utrecht.map((s) => s.city)).toEqual(['Utrecht'])
    const store = await fetchStore(utrecht[0]!.slug)
    expect(store.openingHours.map((h) => h.dayOfWeek)).toEqual([0, 1, 2, 3, 4, 5, 6])
  })

  it('answers an unknown store, job, post or recipe with a 404 ApiError', async () => {
    for (const call of [fetchStore('bestaat-niet'), fetchJob('bestaat-niet'), fetchBlogPost('bestaat-niet'), fetchRecipe('bestaat-niet')]) {
      await expect(call).rejects.toMatchObject({ status: 404 })
    }
  })

  it('pages the blog 6 at a time, newest first', async () => {
    const first = await fetchBlogPage(1)
    const total = seed().blogPosts.length
    expect(first.posts).toHaveLength(6)
    expect(first.pageCount).toBe(Math.ceil(total / 6))
    const dates = first.posts.map((p) => p.publishDate)
    expect([...dates].sort().reverse()).toEqual(dates)
    const last = await fetchBlogPage(first.pageCount)
    expect(last.posts).toHaveLength(total - 6 * (first.pageCount - 1))
  })

  it('returns a post with related posts that share a tag, never itself', async () => {
    const slug = seed().blogPosts[0]!.UrlSlug
    const { post, related } = await fetchBlogPost(slug)
    expect(related.length).toBeGreaterThan(0)
    for (const r of related) {
      expect(r.slug).not.toBe(slug)
      expect(r.tags.some((t) => post.tags.includes(t))).toBe(true)
    }
  })

  it('lists jobs and recipes, and the sitemap index without test fixtures', async () => {
    expect(await fetchJobs()).toHaveLength(seed().jobs.length)
    expect(await fetchRecipes()).toHaveLength(seed().recipes.length)
    const sitemap = await fetchSitemap()
    const slugs = sitemap.pages.map((p) => p.slug)
    expect(slugs).toContain('over-ons')
    expect(slugs).toContain('toegankelijkheid')
    expect(slugs).not.toContain('kapotte-blokken')
    expect(sitemap.stores).toHaveLength(seed().stores.length)
  })

  it('returns products by id in the order asked, leaving out unknown ids', async () => {
    const [a, b] = seed().products
    const products = await fetchContentProducts([b!.Id, 999999, a!.Id])
    expect(products.map((p) => p.id)).toEqual([b!.Id, a!.Id])
    expect(await fetchContentProducts([])).toEqual([])
  })

  it('sends a contact message and stores it; bad input is a 400 with a Dutch message', async () => {
    const reference = await sendContactMessage({ Name: 'Sanne', Email: 'sanne@example.nl', Subject: 'Vraag', Message: 'Hallo' })
    expect(reference).toMatch(/^CT-/)
    expect(seed().contactMessages).toHaveLength(1)
    const bad = sendContactMessage({ Name: 'Sanne', Email: 'geen-email', Subject: 'Vraag', Message: 'Hallo' })
    await expect(bad).rejects.toBeInstanceOf(ApiError)
    await expect(bad).rejects.toMatchObject({ status: 400, userMessage: 'Vul alle verplichte velden correct in.' })
  })

  it('accepts a job application with its CV file and refuses an incomplete one', async () => {
    const slug = seed().jobs[0]!.UrlSlug
    const cv = new File(['%PDF-1.7 cv van Joost'], 'cv.pdf', { type: 'application/pdf' })
    const reference = await applyForJob(slug, { Name: 'Joost', Email: 'joost@example.nl', Phone: '06 12345678', Motivation: 'Ik hou van dieren.' }, cv)
    expect(reference).toMatch(/^SOL-/)
    expect(seed().applications).toHaveLength(1)
    // The service keeps the file itself, not just its name.
    const stored = (seed().applications[0] as { Cv: { FileName: string; ContentType: string; Bytes: Uint8Array } }).Cv
    expect(stored).toMatchObject({ FileName: 'cv.pdf', ContentType: 'application/pdf' })
    expect(new TextDecoder().decode(stored.Bytes)).toBe('%PDF-1.7 cv van Joost')
    await expect(applyForJob(slug, { Name: '', Email: 'joost@example.nl', Phone: '06 12345678', Motivation: 'x' })).rejects.toMatchObject({ status: 400 })
    const wrongType = new File(['plaatje'], 'cv.png', { type: 'image/png' })
    await expect(applyForJob(slug, { Name: 'J', Email: 'j@example.nl', Phone: '0612345678', Motivation: 'x' }, wrongType)).rejects.toMatchObject({
      status: 400,
      userMessage: content.application.cvType,
    })
    await expect(applyForJob('bestaat-niet', { Name: 'J', Email: 'j@example.nl', Phone: '0612345678', Motivation: 'x' })).rejects.toMatchObject({ status: 404 })
  })

  it('refuses a bad blog page or bad product ids with 400', async () => {
    const http = (path: string) => fetch(new URL(path, location.origin))
    expect((await http('/api/aspos/blog?page=0')).status).toBe(400)
    expect((await http('/api/aspos/content/products?ids=abc')).status).toBe(400)
    const body = (await (await http('/api/aspos/content/products')).json()) as { Success: boolean; Message: string }
    expect(body).toMatchObject({ Success: false })
    expect(body.Message).not.toBe(common.errors.generic)
  })
})

describe('cvProblem', () => {
  const file = (name: string, size: number, type = '') => ({ name, size, type })
  it('takes PDF and Word up to 5 MB and names what is wrong otherwise', () => {
    expect(cvProblem(file('cv.pdf', 1000, 'application/pdf'))).toBeNull()
    expect(cvProblem(file('CV.DOCX', CV_MAX_BYTES, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'))).toBeNull()
    expect(cvProblem(file('cv.doc', 10))).toBeNull()
    expect(cvProblem(file('cv.pdf', CV_MAX_BYTES + 1, 'application/pdf'))).toBe('size')
    expect(cvProblem(file('cv.png', 10, 'image/png'))).toBe('type')
    expect(cvProblem(file('cv.pdf', 10, 'image/png'))).toBe('type')
    expect(cvProblem(file('cv.pdf.exe', 10))).toBe('type')
  })
})
