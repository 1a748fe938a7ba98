// The content call's per-page extras (spec section 7): what each page asks for, and that the mock
// answers it. Bodies are read as they leave, like a real backend would see them.
import { afterEach, describe, expect, it } from 'vitest'
import { server } from '@/mocks/server'
import { ContentNotFoundError, fetchPageContent, type ArticleParams } from '@/api/vm/content'
import { articleParams, blogPostParams, brandsParams, jobArticleParams } from './article-params'
import { blogPosts, jobs } from '@/mocks/db/seed-stores-people'

async function sentBody(params: ArticleParams) {
  const bodies: Record<string, unknown>[] = []
  server.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith('/api/vm/u'))
      bodies.push((await request.clone().json()) as Record<string, unknown>)
  })
  const page = await fetchPageContent(params)
  return { body: bodies[0], page }
}

afterEach(() => server.events.removeAllListeners())

describe('content call payloads', () => {
  it('/merken asks for the main brands', async () => {
    const { body } = await sentBody(brandsParams)
    expect(body).toMatchObject({
      Url: 'merken',
      AtomType: 'Content.Article',
      BrandCategories: 'mainbrands',
      GetMenus: true,
    })
  })

  it('a job page asks for its Content.JobOpening article', async () => {
    const slug = jobs[0]!.UrlSlug
    const { body, page } = await sentBody(jobArticleParams(slug.toUpperCase()))
    expect(body).toMatchObject({ AtomType: 'Content.JobOpening', Url: slug })
    expect(body).not.toHaveProperty('GetChilds')
    expect(page.title).toBeTruthy()
  })

  it('a content page asks for children, siblings and related documents, and gets its section', async () => {
    const { body, page } = await sentBody(articleParams('privacy'))
    expect(body).toMatchObject({
      GetChilds: true,
      GetSiblings: true,
      GetRelatedDocuments: true,
      GetMenus: true,
      BannerCategories: 'mainbanners|contactdetails|usp-banners|newsletter-promo-modal',
    })
    expect(page.siblings.map((doc) => doc.slug)).toContain('cookies')
    expect(page.siblings.map((doc) => doc.slug)).not.toContain('privacy')
    expect(page.related.some((doc) => doc.atomType === 'Content.BlogPost')).toBe(true)
    const parent = await fetchPageContent(articleParams('klantenservice'))
    expect(parent.children.map((doc) => doc.slug)).toContain('privacy')
  })

  it('a blog post asks for its article by path with related documents, and gets other posts', async () => {
    for (const post of blogPosts) {
      const { body, page } = await sentBody(blogPostParams(post.UrlSlug))
      server.events.removeAllListeners()
      expect(body).toMatchObject({
        AtomType: 'Content.Article',
        Url: post.UrlSlug,
        PathUrl: `/blog-post/${post.UrlSlug}`,
        GetRelatedDocuments: true,
      })
      expect(page.title).toBe(post.Title)
      // Other posts (also for a post whose tags no other post shares), never the post itself.
      expect(page.related.length).toBeGreaterThan(0)
      expect(
        page.related.every(
          (doc) => doc.atomType === 'Content.BlogPost' && doc.slug !== post.UrlSlug,
        ),
      ).toBe(true)
    }
    const dog = blogPosts.find((post) => post.Tags.includes('hond'))!
    const { page } = await sentBody(blogPostParams(dog.UrlSlug))
    const sharing = blogPosts.filter(
      (post) => post !== dog && post.Tags.some((tag) => dog.Tags.includes(tag)),
    )
    expect(sharing.map((post) => post.UrlSlug)).toContain(page.related[0]!.slug)
  })

  it('an unknown blog post is a 404, even with a content page of the same slug', async () => {
    await expect(fetchPageContent(blogPostParams('privacy'))).rejects.toBeInstanceOf(
      ContentNotFoundError,
    )
  })

  it('a page that does not ask gets no linked documents', async () => {
    const { body, page } = await sentBody({ url: 'privacy' })
    expect(body).not.toHaveProperty('GetSiblings')
    expect(page.siblings).toEqual([])
  })
})
