// The site resources of the commerce service that the spec leaves open and we designed ourselves
// (docs/api.md): stores, jobs with applications, blog, recipes, the contact form, the sitemap index
// and products by id for content blocks. Wire contracts (zod), mappers, fetchers, query factory.
// The mock backend validates request bodies and query strings with these same schemas. zod/mini:
// the home page's product blocks load their products through this module on the first load.
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { content } from '@/messages/nl/content'
import { ensureSuccess, envelopeSchema, request } from '../http'
import { requiredString, emailSchema } from '@/lib/validation-rules'
import { mapProduct, productDtoSchema, type Product } from './products'

// ---------------------------------------------------------------------------------------------
// Wire contract
// ---------------------------------------------------------------------------------------------

const imageRefDtoSchema = z.object({ Name: z.string(), FileExtension: z.string() })

const openingHoursDtoSchema = z.object({
  /** 0 = zondag .. 6 = zaterdag */
  DayOfWeek: z.int().check(z.minimum(0), z.maximum(6)),
  Open: z.nullable(z.string()),
  Close: z.nullable(z.string()),
})
export type OpeningHoursDto = z.infer<typeof openingHoursDtoSchema>

export const storeDtoSchema = z.object({
  Id: z.number(),
  Code: z.string(),
  Name: z.string(),
  UrlSlug: z.string(),
  CompanyName: z.string(),
  Street: z.string(),
  HouseNumber: z.string(),
  HouseNumberExtension: z.nullish(z.string()),
  PostalCode: z.string(),
  City: z.string(),
  LocationCode: z.nullish(z.string()),
  Phone: z.nullish(z.string()),
  Email: z.nullish(z.string()),
  Latitude: z.number(),
  Longitude: z.number(),
  OpeningHours: z.array(openingHoursDtoSchema),
  Services: z.array(z.string()),
  IsPickupLocation: z.boolean(),
  Image: z.nullish(imageRefDtoSchema),
  /** HTML: render through SafeHtml only. */
  Description: z.nullish(z.string()),
})
export type StoreDto = z.infer<typeof storeDtoSchema>

export const jobDtoSchema = z.object({
  Id: z.number(),
  UrlSlug: z.string(),
  Title: z.string(),
  StoreCode: z.nullish(z.string()),
  City: z.string(),
  Hours: z.string(),
  EmploymentType: z.string(),
  Summary: z.string(),
  /** HTML: render through SafeHtml only. */
  Body: z.string(),
  PublishedDate: z.string(),
  Category: z.nullish(z.string()),
})
export type JobDto = z.infer<typeof jobDtoSchema>

export const blogPostDtoSchema = z.object({
  Id: z.number(),
  UrlSlug: z.string(),
  Title: z.string(),
  Summary: z.string(),
  /** HTML: render through SafeHtml only. */
  Body: z.string(),
  PublishDate: z.string(),
  Author: z.string(),
  Image: z.nullish(imageRefDtoSchema),
  Tags: z.array(z.string()),
  RelatedProductIds: z.array(z.number()),
})
export type BlogPostDto = z.infer<typeof blogPostDtoSchema>

const recipeSourceTypes = ['msc-lister', 'demeter'] as const
export type RecipeSourceType = (typeof recipeSourceTypes)[number]

export const recipeDtoSchema = z.object({
  Id: z.number(),
  UrlSlug: z.string(),
  Title: z.string(),
  Intro: z.string(),
  Image: z.nullish(imageRefDtoSchema),
  PrepTimeMinutes: z.number(),
  Servings: z.string(),
  Ingredients: z.array(z.object({ Name: z.string(), Amount: z.string() })),
  Steps: z.array(z.string()),
  // An unknown source type from the service is shown as none rather than failing the page.
  SourceType: z.catch(z.nullable(z.enum(recipeSourceTypes)), null),
  RelatedProductIds: z.array(z.number()),
})
export type RecipeDto = z.infer<typeof recipeDtoSchema>

const linkDtoSchema = z.object({ Title: z.string(), UrlSlug: z.string() })

export const storeListResponseSchema = z.extend(envelopeSchema, { Stores: z.array(storeDtoSchema) })
const storeResponseSchema = z.extend(envelopeSchema, { Store: storeDtoSchema })
export const jobListResponseSchema = z.extend(envelopeSchema, { Jobs: z.array(jobDtoSchema) })
const jobResponseSchema = z.extend(envelopeSchema, { Job: jobDtoSchema })
export const blogListResponseSchema = z.extend(envelopeSchema, {
  Posts: z.array(blogPostDtoSchema),
  TotalCount: z.int(),
  Page: z.int(),
  PageSize: z.int(),
})
const blogPostResponseSchema = z.extend(envelopeSchema, {
  Post: blogPostDtoSchema,
  RelatedPosts: z.array(blogPostDtoSchema),
})
const recipeListResponseSchema = z.extend(envelopeSchema, {
  Recipes: z.array(recipeDtoSchema),
})
const recipeResponseSchema = z.extend(envelopeSchema, { Recipe: recipeDtoSchema })
const sitemapResponseSchema = z.extend(envelopeSchema, {
  Pages: z.array(linkDtoSchema),
  BlogPosts: z.array(linkDtoSchema),
  Jobs: z.array(linkDtoSchema),
  Stores: z.array(linkDtoSchema),
  Recipes: z.array(linkDtoSchema),
})
const contentProductsResponseSchema = z.extend(envelopeSchema, {
  Products: z.array(productDtoSchema),
})
const submitResponseSchema = z.extend(envelopeSchema, { Reference: z.string() })

const BLOG_PAGE_SIZE = 6
const MAX_BLOG_PAGE_SIZE = 50
export const MAX_PRODUCT_IDS = 50

const positiveInt = () => z.coerce.number().check(z.int(), z.positive())

/** Query of GET /api/aspos/blog (values arrive as strings at the mock, hence the coercion). */
export const blogListParamsSchema = z.object({
  page: z._default(positiveInt(), 1),
  pageSize: z._default(positiveInt().check(z.maximum(MAX_BLOG_PAGE_SIZE)), BLOG_PAGE_SIZE),
})

/** A required string of at most max characters (after trimming). */
const requiredText = (max: number) => z.pipe(requiredString(), z.string().check(z.maxLength(max)))
/** An optional string, trimmed, '' when left out. */
const optionalText = (max: number) =>
  z._default(z.optional(z.string().check(z.trim(), z.maxLength(max))), '')

/** Body of POST /api/aspos/contact; the form uses the same rules. */
export const contactRequestSchema = z.object({
  Name: requiredText(100),
  Email: emailSchema,
  Subject: requiredText(150),
  OrderNumber: optionalText(30),
  Message: requiredText(2000),
})
export type ContactRequest = z.input<typeof contactRequestSchema>

/** Body of POST /api/aspos/jobs/{slug}/apply; the form uses the same rules. */
export const jobApplicationRequestSchema = z.object({
  Name: requiredText(100),
  Email: emailSchema,
  Phone: z.pipe(
    requiredString(),
    z.string().check(z.regex(/^\+?[0-9 ()-]{10,20}$/, content.application.invalidPhone)),
  ),
  Motivation: requiredText(4000),
})
export type JobApplicationRequest = z.input<typeof jobApplicationRequestSchema>

/** The CV of an application: PDF or Word, at most 5 MB (client and mock service check the same). */
export const CV_MAX_BYTES = 5 * 1024 * 1024
const CV_EXTENSIONS = ['.pdf', '.doc', '.docx']
const CV_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]

/** What is wrong with a CV file, or null: the type by extension and, when the browser knows it, MIME type. */
export function cvProblem(file: { name: string; size: number; type: string }): 'type' | 'size' | null {
  const name = file.name.toLowerCase()
  const typeOk = CV_EXTENSIONS.some((ext) => name.endsWith(ext)) && (file.type === '' || CV_MIME_TYPES.includes(file.type))
  if (!typeOk) return 'type'
  if (file.size > CV_MAX_BYTES || file.size === 0) return 'size'
  return null
}

/** The multipart body of POST /api/aspos/jobs/{slug}/apply: the fields as JSON, the CV file and its name. */
function applicationFormData(body: JobApplicationRequest, cv: File | null): FormData {
  const data = new FormData()
  data.set('application', JSON.stringify(body))
  if (cv) {
    data.set('cv', cv, cv.name)
    data.set('cvFileName', cv.name)
  }
  return data
}

// ---------------------------------------------------------------------------------------------
// Domain
// ---------------------------------------------------------------------------------------------

export interface ImageRef {
  name: string
  extension: string
}

export interface OpeningHours {
  dayOfWeek: number
  /** 'HH:mm:ss' as the service sends it; null when closed. */
  open: string | null
  close: string | null
}

export interface Store {
  id: number
  code: string
  name: string
  slug: string
  companyName: string
  street: string
  houseNumber: string
  houseNumberExtension: string
  postalCode: string
  city: string
  phone: string
  email: string
  latitude: number
  longitude: number
  openingHours: OpeningHours[]
  services: string[]
  isPickupLocation: boolean
  image: ImageRef | null
  descriptionHtml: string
}

export interface Job {
  id: number
  slug: string
  title: string
  city: string
  hours: string
  employmentType: string
  summary: string
  bodyHtml: string
  publishedDate: string
}

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

export interface Recipe {
  id: number
  slug: string
  title: string
  intro: string
  image: ImageRef | null
  prepTimeMinutes: number
  servings: string
  ingredients: { name: string; amount: string }[]
  steps: string[]
  sourceType: RecipeSourceType | null
  relatedProductIds: number[]
}

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

const imageOf = (dto: { Name: string; FileExtension: string } | null | undefined): ImageRef | null =>
  dto ? { name: dto.Name, extension: dto.FileExtension } : null

export function mapStore(dto: StoreDto): Store {
  return {
    id: dto.Id,
    code: dto.Code,
    name: dto.Name,
    slug: dto.UrlSlug,
    companyName: dto.CompanyName,
    street: dto.Street,
    houseNumber: dto.HouseNumber,
    houseNumberExtension: dto.HouseNumberExtension ?? '',
    postalCode: dto.PostalCode,
    city: dto.City,
    phone: dto.Phone ?? '',
    email: dto.Email ?? '',
    latitude: dto.Latitude,
    longitude: dto.Longitude,
    openingHours: [...dto.OpeningHours]
      .sort((a, b) => a.DayOfWeek - b.DayOfWeek)
      .map((h) => ({ dayOfWeek: h.DayOfWeek, open: h.Open, close: h.Close })),
    services: dto.Services,
    isPickupLocation: dto.IsPickupLocation,
    image: imageOf(dto.Image),
    descriptionHtml: dto.Description ?? '',
  }
}

export function mapJob(dto: JobDto): Job {
  return {
    id: dto.Id,
    slug: dto.UrlSlug,
    title: dto.Title,
    city: dto.City,
    hours: dto.Hours,
    employmentType: dto.EmploymentType,
    summary: dto.Summary,
    bodyHtml: dto.Body,
    publishedDate: dto.PublishedDate,
  }
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

export function mapRecipe(dto: RecipeDto): Recipe {
  return {
    id: dto.Id,
    slug: dto.UrlSlug,
    title: dto.Title,
    intro: dto.Intro,
    image: imageOf(dto.Image),
    prepTimeMinutes: dto.PrepTimeMinutes,
    servings: dto.Servings,
    ingredients: dto.Ingredients.map((i) => ({ name: i.Name, amount: i.Amount })),
    steps: dto.Steps,
    sourceType: dto.SourceType,
    relatedProductIds: dto.RelatedProductIds,
  }
}

const links = (items: { Title: string; UrlSlug: string }[]): SiteLink[] =>
  items.map((i) => ({ title: i.Title, slug: i.UrlSlug }))

const searchable = (value: string) =>
  value
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]/g, '')

/**
 * Store search by place, name or postcode: '1053 ED', '1053ed' and '1053' find that postcode; four
 * digits with no exact store also find the stores of the same postcode region (first two digits).
 * The client filters with it as the shopper types; the mock service answers ?q= with it.
 */
export function matchesStoreQuery(store: { name: string; city: string; postalCode: string }, query: string): boolean {
  const q = searchable(query)
  if (!q) return true
  const postcode = searchable(store.postalCode)
  if (/^\d{4}/.test(q)) return postcode.startsWith(q) || (q.length === 4 && postcode.startsWith(q.slice(0, 2)))
  return searchable(store.city).includes(q) || searchable(store.name).includes(q)
}

// ---------------------------------------------------------------------------------------------
// Fetchers
// ---------------------------------------------------------------------------------------------

const seg = (value: string) => encodeURIComponent(value)

export async function fetchStores(query: string, signal?: AbortSignal): Promise<Store[]> {
  const answer = ensureSuccess(
    await request('/api/aspos/stores', { query: { q: query.trim() || undefined }, schema: storeListResponseSchema, signal }),
  )
  return answer.Stores.map(mapStore)
}

export async function fetchStore(slug: string, signal?: AbortSignal): Promise<Store> {
  const answer = ensureSuccess(await request(`/api/aspos/stores/${seg(slug)}`, { schema: storeResponseSchema, signal }))
  return mapStore(answer.Store)
}

export async function fetchJobs(signal?: AbortSignal): Promise<Job[]> {
  const answer = ensureSuccess(await request('/api/aspos/jobs', { schema: jobListResponseSchema, signal }))
  return answer.Jobs.map(mapJob)
}

export async function fetchJob(slug: string, signal?: AbortSignal): Promise<Job> {
  const answer = ensureSuccess(await request(`/api/aspos/jobs/${seg(slug)}`, { schema: jobResponseSchema, signal }))
  return mapJob(answer.Job)
}

export async function applyForJob(slug: string, body: JobApplicationRequest, cv: File | null = null): Promise<string> {
  const answer = ensureSuccess(
    await request(`/api/aspos/jobs/${seg(slug)}/apply`, {
      method: 'POST',
      body: applicationFormData(body, cv),
      schema: submitResponseSchema,
    }),
  )
  return answer.Reference
}

export async function fetchBlogPage(page: number, pageSize = BLOG_PAGE_SIZE, signal?: AbortSignal): Promise<BlogPage> {
  const answer = ensureSuccess(
    await request('/api/aspos/blog', { query: { page, pageSize }, schema: blogListResponseSchema, signal }),
  )
  return {
    posts: answer.Posts.map(mapBlogPost),
    totalCount: answer.TotalCount,
    page: answer.Page,
    pageSize: answer.PageSize,
    pageCount: Math.max(1, Math.ceil(answer.TotalCount / Math.max(1, answer.PageSize))),
  }
}

export async function fetchBlogPost(slug: string, signal?: AbortSignal): Promise<{ post: BlogPost; related: BlogPost[] }> {
  const answer = ensureSuccess(await request(`/api/aspos/blog/${seg(slug)}`, { schema: blogPostResponseSchema, signal }))
  return { post: mapBlogPost(answer.Post), related: answer.RelatedPosts.map(mapBlogPost) }
}

export async function fetchRecipes(signal?: AbortSignal): Promise<Recipe[]> {
  const answer = ensureSuccess(await request('/api/aspos/recipes', { schema: recipeListResponseSchema, signal }))
  return answer.Recipes.map(mapRecipe)
}

export async function fetchRecipe(slug: string, signal?: AbortSignal): Promise<Recipe> {
  const answer = ensureSuccess(await request(`/api/aspos/recipes/${seg(slug)}`, { schema: recipeResponseSchema, signal }))
  return mapRecipe(answer.Recipe)
}

export async function fetchSitemap(signal?: AbortSignal): Promise<SitemapIndex> {
  const answer = ensureSuccess(await request('/api/aspos/sitemap', { schema: sitemapResponseSchema, signal }))
  return {
    pages: links(answer.Pages),
    blogPosts: links(answer.BlogPosts),
    jobs: links(answer.Jobs),
    stores: links(answer.Stores),
    recipes: links(answer.Recipes),
  }
}

/** Products named by content blocks (product lists, DIY guides, related products), in the given order. */
export async function fetchContentProducts(ids: readonly number[], signal?: AbortSignal): Promise<Product[]> {
  if (ids.length === 0) return []
  const answer = ensureSuccess(
    await request('/api/aspos/content/products', {
      query: { ids: ids.slice(0, MAX_PRODUCT_IDS) },
      schema: contentProductsResponseSchema,
      signal,
    }),
  )
  return answer.Products.map(mapProduct)
}

export async function sendContactMessage(body: ContactRequest): Promise<string> {
  const answer = ensureSuccess(
    await request('/api/aspos/contact', { method: 'POST', body, schema: submitResponseSchema }),
  )
  return answer.Reference
}

// ---------------------------------------------------------------------------------------------
// Queries
// ---------------------------------------------------------------------------------------------

const TEN_MINUTES = 10 * 60_000

export const siteQueries = {
  all: () => ['site'] as const,
  stores: (query = '') =>
    queryOptions({
      queryKey: [...siteQueries.all(), 'stores', 'list', query.trim().toLowerCase()] as const,
      queryFn: ({ signal }) => fetchStores(query, signal),
      staleTime: TEN_MINUTES,
      placeholderData: keepPreviousData,
    }),
  store: (slug: string) =>
    queryOptions({
      queryKey: [...siteQueries.all(), 'stores', 'detail', slug.toLowerCase()] as const,
      queryFn: ({ signal }) => fetchStore(slug, signal),
      staleTime: TEN_MINUTES,
    }),
  jobs: () =>
    queryOptions({
      queryKey: [...siteQueries.all(), 'jobs', 'list'] as const,
      queryFn: ({ signal }) => fetchJobs(signal),
      staleTime: TEN_MINUTES,
    }),
  job: (slug: string) =>
    queryOptions({
      queryKey: [...siteQueries.all(), 'jobs', 'detail', slug.toLowerCase()] as const,
      queryFn: ({ signal }) => fetchJob(slug, signal),
      staleTime: TEN_MINUTES,
    }),
  blogPage: (page: number) =>
    queryOptions({
      queryKey: [...siteQueries.all(), 'blog', 'list', page] as const,
      queryFn: ({ signal }) => fetchBlogPage(page, BLOG_PAGE_SIZE, signal),
      staleTime: TEN_MINUTES,
      placeholderData: keepPreviousData,
    }),
  blogPost: (slug: string) =>
    queryOptions({
      queryKey: [...siteQueries.all(), 'blog', 'detail', slug.toLowerCase()] as const,
      queryFn: ({ signal }) => fetchBlogPost(slug, signal),
      staleTime: TEN_MINUTES,
    }),
  recipes: () =>
    queryOptions({
      queryKey: [...siteQueries.all(), 'recipes', 'list'] as const,
      queryFn: ({ signal }) => fetchRecipes(signal),
      staleTime: TEN_MINUTES,
    }),
  recipe: (slug: string) =>
    queryOptions({
      queryKey: [...siteQueries.all(), 'recipes', 'detail', slug.toLowerCase()] as const,
      queryFn: ({ signal }) => fetchRecipe(slug, signal),
      staleTime: TEN_MINUTES,
    }),
  sitemap: () =>
    queryOptions({
      queryKey: [...siteQueries.all(), 'sitemap'] as const,
      queryFn: ({ signal }) => fetchSitemap(signal),
      staleTime: TEN_MINUTES,
    }),
  products: (ids: readonly number[]) =>
    queryOptions({
      queryKey: [...siteQueries.all(), 'products', [...ids]] as const,
      queryFn: ({ signal }) => fetchContentProducts(ids, signal),
      staleTime: 5 * 60_000,
    }),
}
