// The Data shapes of the CMS block types, validated with zod and mapped to camelCase for the views
// (the views never read a wire key). A block whose Data does not fit its
// type is left out by the renderer: one broken block must never take the page down. zod/mini: the
// home page reads its blocks on the first load, where classic zod is too heavy.
import * as z from 'zod/mini'
import { lazy } from '@/lib/lazy'
import { imageRefDtoSchema, toImageRef, type ImageRef } from '@/api/image-ref'

// A block's image must name a file: an empty name would be a broken image on the page.
const imageRef = lazy(() => imageRefDtoSchema().check(z.refine((image) => image.Name.length > 0)))
const link = lazy(() => z.string().check(z.minLength(1)))
const positiveInt = () => z.int().check(z.positive())

const heroDataSchema = lazy(() =>
  z.object({
    Title: z.string(),
    Text: z._default(z.string(), ''),
    Image: imageRef(),
    LinkUrl: z.optional(link()),
    LinkText: z.optional(z.string()),
  }),
)

const textDataSchema = lazy(() => z.object({ Title: z.optional(z.string()), Html: z.string() }))

const productListDataSchema = lazy(() =>
  z.object({
    Title: z.string(),
    ProductIds: z.array(positiveInt()),
  }),
)

const categoryTilesDataSchema = lazy(() =>
  z.object({
    Title: z.string(),
    WebNodeIds: z.array(positiveInt()),
  }),
)

const imageDataSchema = lazy(() =>
  z.object({
    Image: imageRef(),
    Alt: z.string(),
    Width: positiveInt(),
    Height: positiveInt(),
  }),
)

const ctaDataSchema = lazy(() =>
  z.object({
    Title: z.string(),
    Text: z._default(z.string(), ''),
    LinkUrl: link(),
    LinkText: z.string().check(z.minLength(1)),
  }),
)

const guideProductSchema = lazy(() =>
  z.object({
    ProductId: positiveInt(),
    Quantity: positiveInt(),
  }),
)

const diyGuideDataSchema = lazy(() =>
  z.object({
    Title: z.string(),
    UrlSlug: z.string().check(z.minLength(1)),
    Intro: z._default(z.string(), ''),
    Difficulty: z._default(z.string(), ''),
    DurationMinutes: z._default(z.int().check(z.nonnegative()), 0),
    Steps: z.array(z.string()),
    Products: z.array(guideProductSchema()),
  }),
)

const faqGroupDataSchema = lazy(() =>
  z.object({
    Topic: z.string(),
    Items: z.array(z.object({ Question: z.string(), Answer: z.string() })),
  }),
)

// ---- the blocks as the views see them: camelCase, images as ImageRef -----------------------

export interface HeroData {
  title: string
  text: string
  image: ImageRef
  linkUrl?: string
  linkText?: string
}
export interface TextData {
  title?: string
  html: string
}
export interface ProductListData {
  title: string
  productIds: number[]
}
export interface CategoryTilesData {
  title: string
  webNodeIds: number[]
}
export interface ImageData {
  image: ImageRef
  alt: string
  width: number
  height: number
}
export interface CtaData {
  title: string
  text: string
  linkUrl: string
  linkText: string
}
export interface DiyGuideData {
  title: string
  slug: string
  intro: string
  difficulty: string
  durationMinutes: number
  steps: string[]
  products: { productId: number; quantity: number }[]
}
export interface FaqGroupData {
  topic: string
  items: { question: string; answer: string }[]
}

/** Each block type: its wire schema and the mapper to what the views read. */
const blockTypes = {
  Hero: {
    schema: heroDataSchema,
    map: (d: z.infer<ReturnType<typeof heroDataSchema>>): HeroData => ({
      title: d.Title,
      text: d.Text,
      image: toImageRef(d.Image),
      linkUrl: d.LinkUrl,
      linkText: d.LinkText,
    }),
  },
  Text: {
    schema: textDataSchema,
    map: (d: z.infer<ReturnType<typeof textDataSchema>>): TextData => ({
      title: d.Title,
      html: d.Html,
    }),
  },
  ProductList: {
    schema: productListDataSchema,
    map: (d: z.infer<ReturnType<typeof productListDataSchema>>): ProductListData => ({
      title: d.Title,
      productIds: d.ProductIds,
    }),
  },
  CategoryTiles: {
    schema: categoryTilesDataSchema,
    map: (d: z.infer<ReturnType<typeof categoryTilesDataSchema>>): CategoryTilesData => ({
      title: d.Title,
      webNodeIds: d.WebNodeIds,
    }),
  },
  Image: {
    schema: imageDataSchema,
    map: (d: z.infer<ReturnType<typeof imageDataSchema>>): ImageData => ({
      image: toImageRef(d.Image),
      alt: d.Alt,
      width: d.Width,
      height: d.Height,
    }),
  },
  Cta: {
    schema: ctaDataSchema,
    map: (d: z.infer<ReturnType<typeof ctaDataSchema>>): CtaData => ({
      title: d.Title,
      text: d.Text,
      linkUrl: d.LinkUrl,
      linkText: d.LinkText,
    }),
  },
  DiyGuide: {
    schema: diyGuideDataSchema,
    map: (d: z.infer<ReturnType<typeof diyGuideDataSchema>>): DiyGuideData => ({
      title: d.Title,
      slug: d.UrlSlug,
      intro: d.Intro,
      difficulty: d.Difficulty,
      durationMinutes: d.DurationMinutes,
      steps: d.Steps,
      products: d.Products.map((p) => ({ productId: p.ProductId, quantity: p.Quantity })),
    }),
  },
  FaqGroup: {
    schema: faqGroupDataSchema,
    map: (d: z.infer<ReturnType<typeof faqGroupDataSchema>>): FaqGroupData => ({
      topic: d.Topic,
      items: d.Items.map((item) => ({ question: item.Question, answer: item.Answer })),
    }),
  },
} as const

export type BlockType = keyof typeof blockTypes

export type TypedBlock = {
  [K in BlockType]: { id: number; type: K; data: ReturnType<(typeof blockTypes)[K]['map']> }
}[BlockType]

const isBlockType = (type: string): type is BlockType => Object.hasOwn(blockTypes, type)

/** Each page's blocks are checked once: the home page's data, its render and re-renders share it. */
const checked = new WeakMap<object, readonly TypedBlock[]>()

/**
 * Known types with valid Data, in page order, mapped for the views; everything else is dropped.
 * The same blocks (the same array of a query's answer) give the same result, without checking again.
 */
export function typedBlocks(
  blocks: readonly { id: number; type: string; data: unknown }[],
): readonly TypedBlock[] {
  const known = checked.get(blocks)
  if (known) return known
  const result: TypedBlock[] = []
  for (const block of blocks) {
    if (!isBlockType(block.type)) continue
    const { schema, map } = blockTypes[block.type]
    const parsed = schema().safeParse(block.data)
    if (parsed.success)
      result.push({
        id: block.id,
        type: block.type,
        data: (map as (data: unknown) => unknown)(parsed.data),
      } as TypedBlock)
  }
  checked.set(blocks, Object.freeze(result))
  return result
}

/** Blocks of one type (the FAQ page reads its FaqGroup blocks, the DIY guide its DiyGuide blocks). */
export function blocksOfType<K extends BlockType>(
  blocks: readonly { id: number; type: string; data: unknown }[],
  type: K,
) {
  return typedBlocks(blocks).filter((b): b is Extract<TypedBlock, { type: K }> => b.type === type)
}
