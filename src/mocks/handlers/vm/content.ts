// Mock of the content service POST /api/vm/u: articles by AtomType and Url slug, with menus and the
// requested banner categories. An unknown slug answers Success false with ReasonCode '404'.
import { http, HttpResponse } from 'msw'
import * as z from 'zod'
import { getDb } from '../../mock-db'
import {
  blogPostArticle,
  brandArticle,
  categoryArticle,
  jobArticle,
  productArticle,
} from '../../db/seed-content'
import type { ArticleDto, BlogPostDto, MenuArticleDto, WebNodeDto } from '../../db/types'
import { relatedPosts } from '../blog'
import { readBody } from '../utils'

export const contentRequestSchema = z.object({
  Culture: z.string().default('nl-NL'),
  Reload: z.boolean().optional(),
  AtomType: z.string().default('Content.Article'),
  PathUrl: z.string().optional(),
  Url: z.string().default(''),
  GetBlocks: z.boolean().optional(),
  GetMenus: z.boolean().optional(),
  GetMenusByName: z.string().optional(),
  BannerCategories: z.string().optional(),
  GetChilds: z.boolean().optional(),
  GetSiblings: z.boolean().optional(),
  GetRelatedDocuments: z.boolean().optional(),
  BrandCategories: z.string().optional(),
  JobCategories: z.string().optional(),
})

function findNode(nodes: WebNodeDto[], match: (node: WebNodeDto) => boolean): WebNodeDto | null {
  for (const node of nodes) {
    if (match(node)) return node
    const child = findNode(node.Children, match)
    if (child) return child
  }
  return null
}

function findByPath(nodes: WebNodeDto[], segments: string[]): WebNodeDto | null {
  const [head, ...rest] = segments
  const node = nodes.find((n) => n.NodeUrl.toLowerCase() === head)
  if (!node) return null
  return rest.length ? findByPath(node.Children, rest) : node
}

function findArticle(atomType: string, slug: string): ArticleDto | null {
  const db = getDb()
  const key = slug.replace(/^\/+|\/+$/g, '').toLowerCase()
  switch (atomType) {
    case 'Commerce.ProductCategory': {
      // By id, or by the joined path from the top ('kat/kattenvoer/droogvoer'), so equal slugs
      // under different parents never mix.
      const node = /^\d+$/.test(key)
        ? findNode(db.state.webNodes, (n) => String(n.Id) === key)
        : findByPath(db.state.webNodes, key.split('/'))
      return node ? categoryArticle(node) : null
    }
    case 'Commerce.Brand': {
      const brand = db.state.brands.find((b) => b.UrlSlug.toLowerCase() === key)
      return brand ? brandArticle(brand) : null
    }
    case 'Commerce.Product': {
      const product = db.productByUrl(key)
      return product ? productArticle(product) : null
    }
    case 'Content.JobOpening': {
      const job = db.state.jobs.find((j) => j.UrlSlug.toLowerCase() === key)
      return job ? jobArticle(job) : null
    }
    default: {
      const wanted = key === '' ? 'home' : key
      return db.state.articles.find((a) => a.UrlSlug.toLowerCase() === wanted) ?? null
    }
  }
}

/** A blog post's article is asked for by its path: AtomType Content.Article, PathUrl '/blog-post/{slug}'. */
const isBlogPostPath = (body: z.infer<typeof contentRequestSchema>) =>
  body.AtomType === 'Content.Article' && /^\/blog-post\/[^/]+\/?$/i.test(body.PathUrl ?? '')

function blogPostFor(body: z.infer<typeof contentRequestSchema>): BlogPostDto | null {
  if (!isBlogPostPath(body)) return null
  const key = body.Url.replace(/^\/+|\/+$/g, '').toLowerCase()
  return getDb().state.blogPosts.find((post) => post.UrlSlug.toLowerCase() === key) ?? null
}

const blogPostLink = (post: BlogPostDto): Linked => ({
  Title: post.Title,
  UrlSlug: post.UrlSlug,
  AtomType: 'Content.BlogPost',
})

function menusFor(menuArticle: MenuArticleDto, byName: string | undefined): MenuArticleDto {
  const names = (byName ?? '').split('|').filter(Boolean)
  return {
    ...menuArticle,
    Menus: names.length
      ? menuArticle.Menus.filter((m) => names.includes(m.Name))
      : menuArticle.Menus,
  }
}

/**
 * How the mock's content articles hang together (a real CMS keeps a tree): the parent's children,
 * and each child's siblings, make the content sub-navigation; related documents are the section's
 * other pages plus the newest blog posts.
 */
const CONTENT_SECTIONS: Record<string, string[]> = {
  klantenservice: [
    'verzenden-en-retourneren',
    'algemene-voorwaarden',
    'privacy',
    'cookies',
    'toegankelijkheid',
  ],
  'over-ons': ['klantenkaart', 'nieuwsbrief', 'recepten'],
}

type Linked = { Title: string; UrlSlug: string; AtomType: string }

function articleLinks(slugs: string[]): Linked[] {
  const articles = getDb().state.articles
  return slugs.flatMap((slug) => {
    const found = articles.find((a) => a.UrlSlug === slug)
    return found
      ? [{ Title: found.Title, UrlSlug: found.UrlSlug, AtomType: 'Content.Article' }]
      : []
  })
}

function parentOf(slug: string): string | null {
  return (
    Object.keys(CONTENT_SECTIONS).find((parent) => CONTENT_SECTIONS[parent]!.includes(slug)) ?? null
  )
}

function linkedDocuments(article: ArticleDto, body: z.infer<typeof contentRequestSchema>) {
  if (article.AtomType !== 'Content.Article')
    return { Children: null, Siblings: null, RelatedDocuments: null }
  const slug = article.UrlSlug
  const parent = parentOf(slug)
  const siblings = parent ? CONTENT_SECTIONS[parent]!.filter((s) => s !== slug) : []
  const newestPosts = [...getDb().state.blogPosts]
    .sort((a, b) => b.PublishDate.localeCompare(a.PublishDate))
    .slice(0, 2)
    .map(blogPostLink)
  return {
    Children: body.GetChilds ? articleLinks(CONTENT_SECTIONS[slug] ?? []) : null,
    Siblings: body.GetSiblings ? articleLinks(siblings) : null,
    RelatedDocuments: body.GetRelatedDocuments
      ? [...articleLinks(siblings.slice(0, 2)), ...newestPosts]
      : null,
  }
}

export const contentHandlers = [
  http.post('*/api/vm/u', async ({ request }) => {
    const body = await readBody(request, contentRequestSchema)
    if (!body) {
      return HttpResponse.json(
        { Success: false, ReasonCode: 'BadRequest', Message: 'Ongeldig verzoek.', Article: null },
        { status: 400 },
      )
    }
    const post = blogPostFor(body)
    // An unknown post is a 404 too, never a content page that happens to share its slug.
    const article = post
      ? blogPostArticle(post)
      : isBlogPostPath(body)
        ? null
        : findArticle(body.AtomType, body.Url)
    if (!article) {
      return HttpResponse.json({
        Success: false,
        ReasonCode: '404',
        Message: 'Niet gevonden',
        Article: null,
      })
    }
    const db = getDb()
    const wanted = [body.BannerCategories, body.BrandCategories, body.JobCategories]
      .filter(Boolean)
      .join('|')
      .split('|')
      .filter(Boolean)
    const shared = db.state.bannerCategories.filter((c) => wanted.includes(c.Name))
    const own = article.BannerCategories.filter(
      (c) => wanted.includes(c.Name) || !db.state.bannerCategories.some((s) => s.Name === c.Name),
    )
    return HttpResponse.json({
      Success: true,
      ReasonCode: null,
      Message: null,
      Article: {
        Id: article.Id,
        AtomType: article.AtomType,
        UrlSlug: article.UrlSlug,
        Title: article.Title,
        Description: article.Description,
        Keywords: article.Keywords,
        Blocks: body.GetBlocks === false ? [] : article.Blocks,
        BannerCategories: [...shared, ...own],
        Menus: body.GetMenus ? menusFor(db.state.menuArticle, body.GetMenusByName) : null,
        ...(post
          ? // A blog post's related documents are other posts (the shared rule), never itself.
            {
              Children: null,
              Siblings: null,
              RelatedDocuments: body.GetRelatedDocuments
                ? relatedPosts(post, db.state.blogPosts).map(blogPostLink)
                : null,
            }
          : linkedDocuments(article, body)),
      },
    })
  }),
]
