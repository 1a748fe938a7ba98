// Mock handlers of the site calls we designed (docs/api.md): stores (+ search), jobs and
// applications, blog (paged), recipes, the sitemap index, products by id for content blocks and
// the contact form. Bodies and query strings are checked with the client's own zod schemas.
import { http } from 'msw'
import * as z from 'zod'
import { MAX_PRODUCT_IDS } from '@/api/aspos/product-queries'
import { blogListParamsSchema } from '@/api/aspos/blog'
import { contactRequestSchema } from '@/api/aspos/contact'
import { cvProblem, jobApplicationRequestSchema } from '@/api/aspos/jobs'
import { matchesStoreQuery } from '@/api/aspos/stores'
import { content } from '@/messages/nl/content'
import { getDb } from '../../mock-db'
import type { BlogPostDto } from '../../db/types'
import { fail, ok, readBody } from '../utils'

const notFound = (what: string) => fail(`${what} is niet gevonden.`, 404, 'NotFound')

const newestFirst = (a: BlogPostDto, b: BlogPostDto) => b.PublishDate.localeCompare(a.PublishDate)

/** Test fixtures and checkout-only pages are not listed in the sitemap. */
const UNLISTED_PAGES = new Set(['home', 'winkelmandje', 'checkout', 'sitemap'])

const idsSchema = z.array(z.coerce.number().int().positive()).min(1).max(MAX_PRODUCT_IDS)

export const siteHandlers = [
  http.get('*/api/aspos/stores', ({ request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? ''
    if (q.length > 100) return fail('Zoekterm is te lang.', 400, 'BadRequest')
    return ok({
      Stores: getDb().state.stores.filter((s) =>
        matchesStoreQuery({ name: s.Name, city: s.City, postalCode: s.PostalCode }, q),
      ),
    })
  }),

  http.get('*/api/aspos/stores/:slug', ({ params }) => {
    const slug = String(params.slug).toLowerCase()
    const store = getDb().state.stores.find((s) => s.UrlSlug.toLowerCase() === slug)
    return store ? ok({ Store: store }) : notFound('Deze winkel')
  }),

  http.get('*/api/aspos/jobs', () =>
    ok({
      Jobs: [...getDb().state.jobs].sort((a, b) => b.PublishedDate.localeCompare(a.PublishedDate)),
    }),
  ),

  http.get('*/api/aspos/jobs/:slug', ({ params }) => {
    const slug = String(params.slug).toLowerCase()
    const job = getDb().state.jobs.find((j) => j.UrlSlug.toLowerCase() === slug)
    return job ? ok({ Job: job }) : notFound('Deze vacature')
  }),

  http.post('*/api/aspos/jobs/:slug/apply', async ({ params, request }) => {
    const db = getDb()
    const slug = String(params.slug).toLowerCase()
    const job = db.state.jobs.find((j) => j.UrlSlug.toLowerCase() === slug)
    if (!job) return notFound('Deze vacature')
    // Multipart: the fields as JSON under 'application', the CV file under 'cv' (optional).
    const form = await request.formData().catch(() => null)
    const fields = form?.get('application')
    let json: unknown = null
    try {
      json = typeof fields === 'string' ? JSON.parse(fields) : null
    } catch {
      json = null
    }
    const body = jobApplicationRequestSchema.safeParse(json)
    if (!body.success) return fail('Vul alle verplichte velden correct in.', 400, 'BadRequest')
    const cv = form?.get('cv')
    // Any Blob with a name (jsdom's File is not undici's, so no instanceof).
    const file = cv && typeof cv !== 'string' ? cv : null
    // The file name also travels as a field: not every multipart encoder keeps it (jsdom's does not).
    const fileName = String(form?.get('cvFileName') ?? '') || (file?.name ?? '')
    const problem = file ? cvProblem({ name: fileName, size: file.size, type: file.type }) : null
    if (problem)
      return fail(
        problem === 'type' ? content.application.cvType : content.application.cvSize,
        400,
        'InvalidCv',
      )
    const reference = `SOL-${db.nextId()}`
    // The service keeps the file with the application (in memory here: applications are not persisted).
    const stored = file
      ? {
          FileName: fileName,
          ContentType: file.type,
          Size: file.size,
          Bytes: new Uint8Array(await file.arrayBuffer()),
        }
      : null
    db.state.applications.push({ Reference: reference, JobId: job.Id, ...body.data, Cv: stored })
    db.persist()
    return ok({ Reference: reference })
  }),

  http.get('*/api/aspos/blog', ({ request }) => {
    const url = new URL(request.url)
    const parsed = blogListParamsSchema.safeParse({
      page: url.searchParams.get('page') ?? undefined,
      pageSize: url.searchParams.get('pageSize') ?? undefined,
    })
    if (!parsed.success) return fail('Ongeldige pagina.', 400, 'BadRequest')
    const { page, pageSize } = parsed.data
    const posts = [...getDb().state.blogPosts].sort(newestFirst)
    return ok({
      Posts: posts.slice((page - 1) * pageSize, page * pageSize),
      TotalCount: posts.length,
      Page: page,
      PageSize: pageSize,
    })
  }),

  http.get('*/api/aspos/blog/:slug', ({ params }) => {
    const slug = String(params.slug).toLowerCase()
    const all = getDb().state.blogPosts
    const post = all.find((p) => p.UrlSlug.toLowerCase() === slug)
    return post ? ok({ Post: post }) : notFound('Dit artikel')
  }),

  http.get('*/api/aspos/recipes', () => ok({ Recipes: getDb().state.recipes })),

  http.get('*/api/aspos/recipes/:slug', ({ params }) => {
    const slug = String(params.slug).toLowerCase()
    const recipe = getDb().state.recipes.find((r) => r.UrlSlug.toLowerCase() === slug)
    return recipe ? ok({ Recipe: recipe }) : notFound('Dit recept')
  }),

  http.get('*/api/aspos/sitemap', () => {
    const { articles, blogPosts, jobs, stores, recipes } = getDb().state
    const link = (Title: string, UrlSlug: string) => ({ Title, UrlSlug })
    return ok({
      Pages: articles
        .filter((a) => a.AtomType === 'Content.Article' || a.AtomType === 'Contact.Company')
        .filter((a) => !UNLISTED_PAGES.has(a.UrlSlug))
        .map((a) => link(a.Title, a.UrlSlug)),
      BlogPosts: [...blogPosts].sort(newestFirst).map((p) => link(p.Title, p.UrlSlug)),
      Jobs: jobs.map((j) => link(`${j.Title} in ${j.City}`, j.UrlSlug)),
      Stores: stores.map((s) => link(s.Name, s.UrlSlug)),
      Recipes: recipes.map((r) => link(r.Title, r.UrlSlug)),
    })
  }),

  http.get('*/api/aspos/content/products', ({ request }) => {
    const parsed = idsSchema.safeParse(new URL(request.url).searchParams.getAll('ids'))
    if (!parsed.success) return fail('Ongeldige productnummers.', 400, 'BadRequest')
    const db = getDb()
    // In the order asked for; unknown ids are left out, like a removed product in the CMS.
    const products = parsed.data.map((id) => db.productById(id)).filter((p) => p !== undefined)
    return ok({ Products: products })
  }),

  http.post('*/api/aspos/contact', async ({ request }) => {
    const body = await readBody(request, contactRequestSchema)
    if (!body) return fail('Vul alle verplichte velden correct in.', 400, 'BadRequest')
    const db = getDb()
    const reference = `CT-${db.nextId()}`
    db.state.contactMessages.push({ Reference: reference, ...body })
    db.persist()
    return ok({ Reference: reference })
  }),
]
