// The content service's answers (POST /api/vm/u) and their mapping: the wire schemas of articles,
// blocks, menus and banners (and of the request, which the mock checks), our own Menus, Banner,
// ContentBlock and PageContent, and the mappers. Fetching, the shared cache and the query factory
// are content.ts; the request body is built in content-request.ts.
import * as z from 'zod/mini'
import { lazy } from '@/lib/lazy'
import { imageOf, imageRefDtoSchema } from '../image-ref'
import { CULTURE, type ContentRequest } from './content-request'

// ---- wire schemas -------------------------------------------------------------------------
// zod/mini: the content service feeds the shell and the home page, so these schemas are built at
// start-up; classic zod would add its size and per-schema method set to the initial load.

export interface MenuItemDto {
  ID: number
  Title: string
  AlternateUrl: string
  Children?: MenuItemDto[] | null
}

export const menuItemSchema = lazy((): z.ZodMiniType<MenuItemDto> =>
  z.lazy(() =>
    z.object({
      ID: z.number(),
      Title: z.string(),
      AlternateUrl: z.string(),
      Children: z.nullish(z.array(menuItemSchema())),
    }),
  ),
)

export const menuArticleSchema = lazy(() =>
  z.object({
    MainMenu: z._default(z.array(menuItemSchema()), []),
    FooterMenu: z._default(z.array(menuItemSchema()), []),
    SubFooterMenu: z._default(z.array(menuItemSchema()), []),
    Menus: z._default(
      z.array(z.object({ Name: z.string(), Items: z.array(menuItemSchema()) })),
      [],
    ),
  }),
)
export type MenuArticleDto = z.infer<ReturnType<typeof menuArticleSchema>>

export const bannerSchema = lazy(() =>
  z.object({
    Title: z._default(z.string(), ''),
    Text: z._default(z.string(), ''),
    Images: z._default(z.array(imageRefDtoSchema()), []),
    IsHidden: z._default(z.boolean(), false),
    Url: z.nullish(z.string()),
    LinkText: z.nullish(z.string()),
  }),
)
export type BannerDto = z.infer<ReturnType<typeof bannerSchema>>

export const bannerCategorySchema = lazy(() =>
  z.object({ Name: z.string(), Banners: z.array(bannerSchema()) }),
)
export type BannerCategoryDto = z.infer<ReturnType<typeof bannerCategorySchema>>

/** The spec's block: ID and Data (a JSON string); Type is optional (else read from Data.Type). */
export const blockSchema = lazy(() =>
  z.object({
    ID: z.number(),
    Type: z.nullish(z.string()),
    Data: z.string(),
  }),
)
export type BlockDto = z.infer<ReturnType<typeof blockSchema>>

/** A document linked to the article: a child, a sibling or a related document (GetChilds & co.). */
export const linkedDocumentSchema = lazy(() =>
  z.object({
    Title: z.string(),
    UrlSlug: z.string(),
    AtomType: z.optional(z.string()),
  }),
)

export const articleSchema = lazy(() =>
  z.object({
    Id: z.optional(z.number()),
    AtomType: z.optional(z.string()),
    UrlSlug: z.optional(z.string()),
    Title: z.nullish(z.string()),
    Description: z.nullish(z.string()),
    Keywords: z.nullish(z.string()),
    // Typed as the spec's block, but each one is checked on its own in parseBlocks: one broken
    // block never fails the page.
    Blocks: z.nullish(z.array(z.custom<BlockDto>())),
    BannerCategories: z.nullish(z.array(bannerCategorySchema())),
    Menus: z.nullish(menuArticleSchema()),
    Children: z.nullish(z.array(linkedDocumentSchema())),
    Siblings: z.nullish(z.array(linkedDocumentSchema())),
    RelatedDocuments: z.nullish(z.array(linkedDocumentSchema())),
  }),
)
export type ArticleDto = z.infer<ReturnType<typeof articleSchema>>

export const contentResponseSchema = lazy(() =>
  z.object({
    Success: z.boolean(),
    ReasonCode: z.nullish(z.string()),
    Message: z.nullish(z.string()),
    Article: z.nullish(articleSchema()),
  }),
)

export const contentRequestSchema = lazy((): z.ZodMiniType<ContentRequest> =>
  z.object({
    Culture: z.literal(CULTURE),
    Reload: z.boolean(),
    AtomType: z.string(),
    PathUrl: z.string(),
    Url: z.string(),
    GetBlocks: z.boolean(),
    GetMenus: z.boolean(),
    GetMenusByName: z.string(),
    BannerCategories: z.string(),
    GetChilds: z.optional(z.boolean()),
    GetSiblings: z.optional(z.boolean()),
    GetRelatedDocuments: z.optional(z.boolean()),
    BrandCategories: z.optional(z.string()),
    JobCategories: z.optional(z.string()),
  }),
)

// ---- domain -------------------------------------------------------------------------------

export interface MenuItem {
  id: number
  title: string
  url: string
  children: MenuItem[]
}

export interface Menus {
  main: MenuItem[]
  footer: MenuItem[]
  subFooter: MenuItem[]
  byName: Record<string, MenuItem[]>
}

export interface Banner {
  title: string
  html: string
  image: { name: string; extension: string } | null
  url: string | null
  linkText: string | null
}

export interface ContentBlock {
  id: number
  type: string
  /** The parsed Data JSON; blocks whose Data does not parse are left out. */
  data: unknown
}

export interface LinkedDocument {
  title: string
  slug: string
  atomType: string
}

export interface PageContent {
  title: string
  description: string
  keywords: string
  blocks: ContentBlock[]
  banners: Record<string, Banner[]>
  /** Filled when asked for with getChilds, getSiblings and getRelatedDocuments. */
  children: LinkedDocument[]
  siblings: LinkedDocument[]
  related: LinkedDocument[]
}

/** Linked documents (children, siblings, related) as ours. */
export const mapLinkedDocuments = (
  docs: z.infer<ReturnType<typeof linkedDocumentSchema>>[] | null | undefined,
): LinkedDocument[] =>
  (docs ?? []).map((doc) => ({
    title: doc.Title,
    slug: doc.UrlSlug,
    atomType: doc.AtomType ?? 'Content.Article',
  }))

function mapMenuItem(item: MenuItemDto): MenuItem {
  return {
    id: item.ID,
    title: item.Title,
    url: item.AlternateUrl,
    children: (item.Children ?? []).map(mapMenuItem),
  }
}

export function mapMenus(dto: MenuArticleDto): Menus {
  return {
    main: dto.MainMenu.map(mapMenuItem),
    footer: dto.FooterMenu.map(mapMenuItem),
    subFooter: dto.SubFooterMenu.map(mapMenuItem),
    byName: Object.fromEntries(dto.Menus.map((menu) => [menu.Name, menu.Items.map(mapMenuItem)])),
  }
}

/** Hidden banners are left out. */
export function mapBanners(dto: BannerCategoryDto): Banner[] {
  return dto.Banners.filter((banner) => !banner.IsHidden).map((banner) => ({
    title: banner.Title,
    html: banner.Text,
    image: imageOf(banner.Images[0]),
    url: banner.Url ?? null,
    linkText: banner.LinkText ?? null,
  }))
}

const typeInData = (data: unknown): string =>
  typeof data === 'object' && data !== null && typeof (data as { Type?: unknown }).Type === 'string'
    ? (data as { Type: string }).Type
    : ''

/** Checks each block and parses its Data; a broken block is skipped so the page still renders. */
export function parseBlocks(blocks: readonly unknown[]): ContentBlock[] {
  const parsed: ContentBlock[] = []
  for (const raw of blocks) {
    const block = blockSchema().safeParse(raw)
    if (!block.success) continue
    try {
      const data = JSON.parse(block.data.Data) as unknown
      parsed.push({ id: block.data.ID, type: block.data.Type ?? typeInData(data), data })
    } catch {
      // Malformed CMS data: leave this block out.
    }
  }
  return parsed
}
