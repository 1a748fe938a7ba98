// The sitemap index of the commerce service (a call the spec leaves open; designed in docs/api.md):
// the wire contract (zod/mini), the mapper to our own SitemapIndex, the fetcher and the query factory.
import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { request } from '../http'
import { ensureSuccess, envelopeSchema } from '../envelope'

const linkDtoSchema = z.object({ Title: z.string(), UrlSlug: z.string() })

const sitemapResponseSchema = z.extend(envelopeSchema(), {
  Pages: z.array(linkDtoSchema),
  BlogPosts: z.array(linkDtoSchema),
  Jobs: z.array(linkDtoSchema),
  Stores: z.array(linkDtoSchema),
  Recipes: z.array(linkDtoSchema),
})

export interface SiteLink {
  title: string
  slug: string
}

export interface SitemapIndex {
  pages: SiteLink[]
  blogPosts: SiteLink[]
  jobs: SiteLink[]
  stores: SiteLink[]
  recipes: SiteLink[]
}

const links = (items: z.infer<typeof linkDtoSchema>[]): SiteLink[] =>
  items.map((i) => ({ title: i.Title, slug: i.UrlSlug }))

export async function fetchSitemap(signal?: AbortSignal): Promise<SitemapIndex> {
  const answer = ensureSuccess(
    await request('/api/aspos/sitemap', { schema: sitemapResponseSchema, signal }),
  )
  return {
    pages: links(answer.Pages),
    blogPosts: links(answer.BlogPosts),
    jobs: links(answer.Jobs),
    stores: links(answer.Stores),
    recipes: links(answer.Recipes),
  }
}

export const sitemapQueries = {
  all: () => ['sitemap'] as const,
  index: () =>
    queryOptions({
      queryKey: [...sitemapQueries.all(), 'index'] as const,
      queryFn: ({ signal }) => fetchSitemap(signal),
      staleTime: 10 * 60_000,
    }),
}
