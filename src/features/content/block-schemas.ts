// The Data shapes of the CMS block types, validated with zod. A block whose Data does not fit its
// type is left out by the renderer: one broken block must never take the page down. zod/mini: the
// home page reads its blocks on the first load, where classic zod is too heavy.
import * as z from 'zod/mini'

const imageRef = z.object({ Name: z.string().check(z.minLength(1)), FileExtension: z.string() })
const link = z.string().check(z.minLength(1))
const positiveInt = () => z.int().check(z.positive())

const heroDataSchema = z.object({
  Title: z.string(),
  Text: z._default(z.string(), ''),
  Image: imageRef,
  LinkUrl: z.optional(link),
  LinkText: z.optional(z.string()),
})

const textDataSchema = z.object({ Title: z.optional(z.string()), Html: z.string() })

const productListDataSchema = z.object({
  Title: z.string(),
  ProductIds: z.array(positiveInt()),
})

const categoryTilesDataSchema = z.object({
  Title: z.string(),
  WebNodeIds: z.array(positiveInt()),
})

const imageDataSchema = z.object({
  Image: imageRef,
  Alt: z.string(),
  Width: positiveInt(),
  Height: positiveInt(),
})

const ctaDataSchema = z.object({
  Title: z.string(),
  Text: z._default(z.string(), ''),
  LinkUrl: link,
  LinkText: z.string().check(z.minLength(1)),
})

const guideProductSchema = z.object({
  ProductId: positiveInt(),
  Quantity: positiveInt(),
})

const diyGuideDataSchema = z.object({
  Title: z.string(),
  UrlSlug: z.string().check(z.minLength(1)),
  Intro: z._default(z.string(), ''),
  Difficulty: z._default(z.string(), ''),
  DurationMinutes: z._default(z.int().check(z.nonnegative()), 0),
  Steps: z.array(z.string()),
  Products: z.array(guideProductSchema),
})

const faqGroupDataSchema = z.object({
  Topic: z.string(),
  Items: z.array(z.object({ Question: z.string(), Answer: z.string() })),
})

const blockDataSchemas = {
  Hero: heroDataSchema,
  Text: textDataSchema,
  ProductList: productListDataSchema,
  CategoryTiles: categoryTilesDataSchema,
  Image: imageDataSchema,
  Cta: ctaDataSchema,
  DiyGuide: diyGuideDataSchema,
  FaqGroup: faqGroupDataSchema,
} as const

export type BlockType = keyof typeof blockDataSchemas
export type HeroData = z.infer<typeof heroDataSchema>
export type TextData = z.infer<typeof textDataSchema>
export type ProductListData = z.infer<typeof productListDataSchema>
export type CategoryTilesData = z.infer<typeof categoryTilesDataSchema>
export type ImageData = z.infer<typeof imageDataSchema>
export type CtaData = z.infer<typeof ctaDataSchema>
export type DiyGuideData = z.infer<typeof diyGuideDataSchema>
export type FaqGroupData = z.infer<typeof faqGroupDataSchema>

export type TypedBlock = {
  [K in BlockType]: { id: number; type: K; data: z.infer<(typeof blockDataSchemas)[K]> }
}[BlockType]

const isBlockType = (type: string): type is BlockType => Object.hasOwn(blockDataSchemas, type)

/** Known types with valid Data, in page order; everything else is dropped. */
export function typedBlocks(
  blocks: readonly { id: number; type: string; data: unknown }[],
): TypedBlock[] {
  const result: TypedBlock[] = []
  for (const block of blocks) {
    if (!isBlockType(block.type)) continue
    const parsed = blockDataSchemas[block.type].safeParse(block.data)
    if (parsed.success)
      result.push({ id: block.id, type: block.type, data: parsed.data } as TypedBlock)
  }
  return result
}

/** Blocks of one type (the FAQ page reads its FaqGroup blocks, the DIY guide its DiyGuide blocks). */
export function blocksOfType<K extends BlockType>(
  blocks: readonly { id: number; type: string; data: unknown }[],
  type: K,
) {
  return typedBlocks(blocks).filter((b): b is Extract<TypedBlock, { type: K }> => b.type === type)
}
