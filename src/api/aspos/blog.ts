// The blog of the commerce service (a resource the spec leaves open; designed in docs/api.md): the
// wire contract (zod/mini), the paging both the client and the mock service read, the mapper to
// our own BlogPost, the fetchers and the query factory.
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { request } from '../http'
import { ensureSuccess, envelopeSchema, pageCountOf } from '../envelope'
import { imageOf, imageRefDtoSchema, type ImageRef } from '../image-ref'

// ---------------------------------------------------------------------------------------------
// Wire contract
// ---------------------------------------------------------------------------------------------

export const blogPostDtoSchema = z.object({
  Id: z.number(),
  UrlSlug: z.string(),
  Title: z.string(),
  Summary: z.string(),
  /** HTML: render through SafeHtml only. */
  Body: z.string(),
  PublishDate: z.string(),
  Author: z.string(),
  Image: z.nullish(imageRefDtoSchema()),
  Tags: z.array(z.string()),
  RelatedProductIds: z.array(z.number()),
})
export type BlogPostDto = z.infer<typeof blogPostDtoSchema>

export const blogListResponseSchema = z.extend(envelopeSchema(), {
  Posts: z.array(blogPostDtoSchema),
  TotalCount: z.int(),
  Page: z.int(),
  PageSize: z.int(),
})
const blogPostResponseSchema = z.extend(envelopeSchema(), {
  Post: blogPostDtoSchema,
})

const BLOG_PAGE_SIZE = 6
const MAX_BLOG_PAGE_SIZE = 50

const positiveInt = () => z.coerce.number().check(z.int(), z.positive())

/** Query of GET /api/aspos/blog (values arrive as strings at the mock, hence the coercion). */
export const blogListParamsSchema = z.object({
  page: z._default(positiveInt(), 1),
  pageSize: z._default(positiveInt().check(z.maximum(MAX_BLOG_PAGE_SIZE)), BLOG_PAGE_SIZE),
})

// ---------------------------------------------------------------------------------------------
// Domain
// ---------------------------------------------------------------------------------------------

export interface BlogPost {
  id: number
  slug: string
  title: string
  summary: string
  bodyHtml: string
  publishDate: string
  author: string
  image: ImageRef | null
  tags: string[]
  relatedProductIds: number[]
}

export interface BlogPage {
  posts: BlogPost[]
  totalCount: number
  page: number
  pageSize: number
  pageCount: number
}

export function mapBlogPost(dto: BlogPostDto): BlogPost {
  return {
    id: dto.Id,
    slug: dto.UrlSlug,
    title: dto.Title,
    summary: dto.Summary,
    bodyHtml: dto.Body,
    publishDate: dto.PublishDate,
    author: dto.Author,
    image: imageOf(dto.Image),
    tags: dto.Tags,
    relatedProductIds: dto.RelatedProductIds,
  }
}

// ---------------------------------------------------------------------------------------------
// Fetchers and queries
// ---------------------------------------------------------------------------------------------

export async function fetchBlogPage(
  page: number,
  pageSize = BLOG_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<BlogPage> {
  const answer = ensureSuccess(
    await request('/api/aspos/blog', {
      query: { page, pageSize },
      schema: blogListResponseSchema,
      signal,
    }),
  )
  return {
    posts: answer.Posts.map(mapBlogPost),
    totalCount: answer.TotalCount,
    page: answer.Page,
    pageSize: answer.PageSize,
    pageCount: pageCountOf(answer.TotalCount, answer.PageSize),
  }
}

/** One post. Its related posts come from the content service (the article's RelatedDocuments). */
export async function fetchBlogPost(
  slug: string,
  signal?: AbortSignal,
): Promise<{ post: BlogPost }> {
  const answer = ensureSuccess(
    await request(`/api/aspos/blog/${encodeURIComponent(slug)}`, {
      schema: blogPostResponseSchema,
      signal,
    }),
  )
  return { post: mapBlogPost(answer.Post) }
}

const TEN_MINUTES = 10 * 60_000

export const blogQueries = {
  all: () => ['blog'] as const,
  page: (page: number) =>
    queryOptions({
      queryKey: [...blogQueries.all(), 'list', page] as const,
      queryFn: ({ signal }) => fetchBlogPage(page, BLOG_PAGE_SIZE, signal),
      staleTime: TEN_MINUTES,
      placeholderData: keepPreviousData,
    }),
  post: (slug: string) =>
    queryOptions({
      queryKey: [...blogQueries.all(), 'detail', slug.toLowerCase()] as const,
      queryFn: ({ signal }) => fetchBlogPost(slug, signal),
      staleTime: TEN_MINUTES,
    }),
}
