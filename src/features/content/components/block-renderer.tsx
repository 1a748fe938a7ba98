// Renders a page's CMS blocks by Type with zod-checked Data: Hero, Text, ProductList,
// CategoryTiles, Image, Cta, DiyGuide and FaqGroup. Unknown types and invalid Data are skipped;
// HTML goes through SafeHtml. Cross-feature parts (product cards, category names, the cart) come
// in as slots from the route module, which may compose other features.
import type { ReactNode } from 'react'
import type { ContentBlock } from '@/api/vm/content-model'
import { ApiImage } from '@/components/api-image'
import { hrefs } from '@/lib/paths'
import { typedBlocks, type CtaData, type TypedBlock } from '../block-schemas'
import { CmsHtml } from './cms-html'
import { CmsLink } from './cms-link'
import { ContentProductList, type RenderProductAction } from './content-product-list'
import { DiyGuide, type AddGuideToCart } from './diy-guide'
import { FaqGroup } from './faq-group'
import { Hero } from './hero'

export interface BlockSlots {
  /** Product cards for a ProductList block; without it the content feature's own list is used. */
  renderProducts?: (productIds: number[], title: string) => ReactNode
  /** An action under each product of the default list (the cart's add-to-cart control). */
  renderProductAction?: RenderProductAction
  /** Category tiles for a CategoryTiles block (the route resolves the names from the tree). */
  renderCategoryTiles?: (webNodeIds: number[], title: string) => ReactNode
  /** Puts a DIY guide's whole product list in the cart as ONE batch. */
  onAddGuideToCart?: AddGuideToCart
  /** Whether the shopper is a loyalty customer (a hook; the slots never change between renders). */
  useLoyaltyCustomer?: () => boolean
}

interface BlockRendererProps extends BlockSlots {
  /** The page's blocks as the service sent them (checked and mapped here) … */
  blocks?: readonly ContentBlock[]
  /** … or blocks already checked and mapped (typedBlocks), as home splits them around its hero. */
  typed?: readonly TypedBlock[]
  /** The first Hero becomes the page's h1 (pages without their own heading, like home). */
  heroIsPageHeading?: boolean
}

function Cta({ cta }: { cta: CtaData }) {
  return (
    <section className="content-block content-cta">
      <h2 className="h3">{cta.title}</h2>
      {cta.text && <p>{cta.text}</p>}
      <CmsLink href={cta.linkUrl} className="btn btn-cta">
        {cta.linkText}
      </CmsLink>
    </section>
  )
}

/** Whether a link leads to joining the loyalty programme ('Word lid'). */
function isLoyaltyJoinLink(href: string): boolean {
  return (
    href
      .replace(/[?#].*$/, '')
      .replace(/\/+$/, '')
      .toLowerCase() === hrefs.loyaltyJoin()
  )
}

/** An invitation to join the loyalty programme: a card holder is not invited again. */
function LoyaltyJoinCta({
  cta,
  useLoyaltyCustomer,
}: {
  cta: CtaData
  useLoyaltyCustomer: () => boolean
}) {
  return useLoyaltyCustomer() ? null : <Cta cta={cta} />
}

function Block({
  block,
  slots,
  heroIsPageHeading,
}: {
  block: TypedBlock
  slots: BlockSlots
  heroIsPageHeading: boolean
}) {
  switch (block.type) {
    case 'Hero':
      return <Hero {...block.data} asPageHeading={heroIsPageHeading} />
    case 'Text':
      return (
        <section className="content-block content-text">
          {block.data.title && <h2 className="h3">{block.data.title}</h2>}
          <CmsHtml html={block.data.html} />
        </section>
      )
    case 'ProductList':
      return slots.renderProducts ? (
        <>{slots.renderProducts(block.data.productIds, block.data.title)}</>
      ) : (
        <ContentProductList
          productIds={block.data.productIds}
          title={block.data.title}
          renderAction={slots.renderProductAction}
        />
      )
    case 'CategoryTiles':
      return slots.renderCategoryTiles ? (
        <>{slots.renderCategoryTiles(block.data.webNodeIds, block.data.title)}</>
      ) : null
    case 'Image':
      return (
        <figure className="content-block content-image">
          <ApiImage
            name={block.data.image.name}
            extension={block.data.image.extension}
            alt={block.data.alt}
            width={block.data.width}
            height={block.data.height}
            className="img-fluid rounded"
          />
        </figure>
      )
    case 'Cta':
      return isLoyaltyJoinLink(block.data.linkUrl) && slots.useLoyaltyCustomer ? (
        <LoyaltyJoinCta cta={block.data} useLoyaltyCustomer={slots.useLoyaltyCustomer} />
      ) : (
        <Cta cta={block.data} />
      )
    case 'DiyGuide':
      return (
        <DiyGuide
          guide={block.data}
          onAddToCart={slots.onAddGuideToCart}
          useLoyaltyCustomer={slots.useLoyaltyCustomer}
        />
      )
    case 'FaqGroup':
      return <FaqGroup group={block.data} />
  }
}

export function BlockRenderer({
  blocks = [],
  typed,
  heroIsPageHeading = false,
  ...slots
}: BlockRendererProps) {
  const valid = typed ?? typedBlocks(blocks)
  const firstHero = valid.find((b) => b.type === 'Hero')
  return (
    <>
      {valid.map((block) => (
        <Block
          key={block.id}
          block={block}
          slots={slots}
          heroIsPageHeading={heroIsPageHeading && block === firstHero}
        />
      ))}
    </>
  )
}
