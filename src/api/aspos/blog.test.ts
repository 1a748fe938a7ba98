import { describe, expect, it } from 'vitest'
import { getDb } from '@/mocks/mock-db'
import { blogPostDtoSchema, fetchBlogPage, fetchBlogPost } from './blog'

const seed = () => getDb().state

describe('blog contract', () => {
  it('every seed post parses with our DTO schema', () => {
    for (const p of seed().blogPosts)
      expect(blogPostDtoSchema.safeParse(p).success, p.UrlSlug).toBe(true)
  })
})

describe('blog calls against the mock service', () => {
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

  it('returns the post with its body, tags and related products', async () => {
    const dto = seed().blogPosts[0]!
    const { post } = await fetchBlogPost(dto.UrlSlug)
    expect(post).toMatchObject({
      slug: dto.UrlSlug,
      title: dto.Title,
      tags: dto.Tags,
      relatedProductIds: dto.RelatedProductIds,
    })
  })

  it('answers an unknown post with a 404 and a bad page with a 400', async () => {
    await expect(fetchBlogPost('bestaat-niet')).rejects.toMatchObject({ status: 404 })
    expect((await fetch(new URL('/api/aspos/blog?page=0', location.origin))).status).toBe(400)
  })
})
