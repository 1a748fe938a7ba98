// A listing's and the search results' first screen, painted by the head boot script (src/boot.ts)
// from the raw answer of the page's first list call, as home's hero is (decision 012, issue 50): the
// trail, the h1 and the first row of cards, with the app's own markup, from the template that the
// build renders from the app's components (src/app/listing-template.tsx). Each card's prices come
// from the app's own rules (mapProduct, deriveProduct) and its amounts from the one formatter. The
// app does not hydrate this: the static slot keeps it out of hydration (default-layout.tsx), and the render that adopts the page replaces them in one commit, in place
// (nothing moves: the first row is the part of the page whose place does not depend on what the
// cards show below their prices). A phone's layout only: on a wide screen the filters stand beside
// the products, and the app paints the page.
// Plain TypeScript: this module is the boot script's listing part (src/boot-listing.ts), a script
// of its own that the boot script loads only on these pages.
import { mapProduct, type ProductDto } from '@/api/aspos/products'
import { deriveProduct } from '@/domain/pricing/flags'
import { type ProductView } from '@/api/aspos/product-view'
import { catalogue } from '@/messages/nl/catalogue'
import { hrefs } from '@/lib/paths'
import { hyphenate } from '@/lib/hyphenate'
import { formatPrice } from '@/lib/format'
import { imageSizes, imageSources } from '@/lib/images'
import { LARGE_QUERY, PHONE_QUERY } from '@/lib/breakpoint-queries'
import type { WebNodeDto } from '@/api/aspos/webnodes'
import { buildCategoryTree, resolveCategory, type CategoryNode } from '@/features/catalogue/tree'
import { categoryCrumbs } from '@/app/compose/category-crumbs'
import {
  FIRST_SCREEN_CRUMBS_ID,
  FIRST_SCREEN_SLOT_ID,
  LISTING_TEMPLATE_ID,
} from '@/lib/first-screen-ids'

/** The values the boot script finds and replaces in the listing template. */
export const LISTING_TEMPLATE_VALUES = {
  crumb: { label: 'crumb-label', href: '/crumb-link' },
  current: 'crumb-current',
  title: 'listing-title',
  intro: 'listing-intro',
  subcategory: { id: 1, description: 'subcategory' },
  /** The template cards' amounts: no other number on a card has these digits. */
  priceCents: 98_765,
  discountCents: 12_345,
  /** The 'from' card's contents: its price per kg (€ 493,83) has digits of its own too. */
  contents: '2 kg',
  brand: 'card-brand',
  productTitle: 'card-title',
  productUrl: 'card-url',
  image: { name: 'card-image', extension: '.jpg' },
} as const

/**
 * The template's cards, one per way a card shows its price (ProductPriceLines): a family's lowest
 * price ('vanaf'), a current price with its struck original (Price), or the current price alone.
 */
export const CARD_KINDS = ['plain', 'discounted', 'from'] as const
export type CardKind = (typeof CARD_KINDS)[number]

/** Which template card draws a product's price, by the rules of ProductPriceLines and Price. */
export function cardKindOf(product: ProductView): CardKind {
  if (product.priceFrom) return 'from'
  return product.originalPriceCents != null &&
    product.originalPriceCents > product.currentPriceCents
    ? 'discounted'
    : 'plain'
}

/** A listing's first screen as the boot script knows it from the raw answers. */
export interface ListingOpening {
  /** The trail after Home; the last is the page itself. */
  crumbs: { label: string; href?: string }[]
  title: string
  intro: string | null
  subcategories: { id: number; description: string }[]
  /** The list call's raw answer. */
  answer: unknown
  /** The status line over the cards ('24 producten', '… gevonden voor ‘hond’'). */
  countLabel: (count: number) => string
}

/** The class of a card's price per kg line (ProductPriceLines). */
const UNIT_PRICE_CLASS = 'product-unit-price'

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null

/**
 * How many cards the boot script considers: more than a phone's first row holds, and no more than
 * the grid loads eagerly with high priority (product-grid.tsx, PRIORITY_IMAGES), as the
 * template's image does.
 */
const CARDS_CONSIDERED = 4

/**
 * The first products of a raw list answer, derived as the app derives them; null when the answer
 * is not one the app would list (not a list, no products, a product the app's mapper cannot read).
 */
export function rawListProducts(
  answer: unknown,
  now: Date,
): { views: ProductView[]; total: number } | null {
  if (!isObject(answer) || answer.Success === false || !Array.isArray(answer.Products)) return null
  const total = answer.TotalCount
  if (typeof total !== 'number' || total <= 0 || answer.Products.length === 0) return null
  try {
    const views = (answer.Products as ProductDto[])
      .slice(0, CARDS_CONSIDERED)
      .map((dto) => deriveProduct(mapProduct(dto), now))
    // A card without an image draws a placeholder the template does not hold: the app paints.
    return views.every((view) => view.images[0] && typeof view.title === 'string')
      ? { views, total }
      : null
  } catch {
    return null
  }
}

/** Replaces `from` by `to` in every text of `root` (the template's placeholder values). */
function replaceText(root: Element, from: string, to: string): void {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (node.nodeValue?.includes(from)) node.nodeValue = node.nodeValue.split(from).join(to)
}

function fillCard(templates: Map<CardKind, Element>, product: ProductView): Element {
  const item = templates.get(cardKindOf(product))!.cloneNode(true) as Element
  const href = hrefs.product(product.url)
  item.querySelectorAll('a').forEach((link) => link.setAttribute('href', href))
  item.querySelector('article')?.setAttribute('data-product-id', String(product.id))
  const image = product.images[0]!
  const img = item.querySelector('img')
  if (img) {
    const { width, height } = imageSizes.list
    const sources = imageSources(image.name, image.extension, width, height)
    img.setAttribute('src', sources.src)
    // The template's image is eager with high priority, as the grid's first four are.
    img.setAttribute('srcset', sources.srcSet)
  }
  const discount = item.querySelector('.badge-discount')
  const percentage = product.discountPercentage
  if (discount && percentage != null && percentage > 0)
    replaceText(discount, String(templatePercentage), String(percentage))
  else discount?.remove()
  if (!product.isNew) item.querySelector('.badge-new')?.remove()
  const badges = item.querySelector('.product-badges')
  if (badges && !badges.firstElementChild) badges.remove()
  const brand = item.querySelector('.card-body > p')
  if (brand && product.brandName) brand.textContent = product.brandName
  else brand?.remove()
  const title = item.querySelector('.product-card-title a')
  if (title) {
    title.setAttribute('aria-label', product.title)
    title.textContent = hyphenate(product.title)
  }
  const amounts = item.querySelectorAll('.price [data-amount]')
  const shown =
    cardKindOf(product) === 'discounted'
      ? [product.originalPriceCents!, product.currentPriceCents]
      : [product.currentPriceCents]
  amounts.forEach((amount, index) => (amount.textContent = formatPrice(shown[index]!)))
  if (product.weightPriceCents == null) item.querySelector('.price-unit')?.remove()
  fillUnitPrice(item, templates, product)
  return item
}

/**
 * The price per kg or liter under a card's price, as ProductPriceLines shows it: the 'from' card's
 * line (a family's contents), filled, moved to any card whose product has one, taken out of others.
 */
function fillUnitPrice(item: Element, templates: Map<CardKind, Element>, product: ProductView) {
  const template = templates.get('from')?.querySelector(`.${UNIT_PRICE_CLASS}`)
  item.querySelector(`.${UNIT_PRICE_CLASS}`)?.remove()
  const unitPrice = product.unitPrice
  const price = item.querySelector('.product-price > .price')
  if (!unitPrice || !template || !price) return
  const line = template.cloneNode(true) as Element
  const amount = line.querySelector('[data-amount]')
  if (amount) amount.textContent = formatPrice(unitPrice.cents)
  const perKg = catalogue.pricing.unitPrice('', 'kg')
  replaceText(line, perKg, catalogue.pricing.unitPrice('', unitPrice.unit))
  price.after(line)
}

const v = LISTING_TEMPLATE_VALUES
/** The template's discount badge: the percentage of its two amounts. */
const templatePercentage = Math.round(((v.priceCents - v.discountCents) / v.priceCents) * 100)

/**
 * Paints the listing's first screen (trail, h1, intro, subcategories, the toolbar, the first row
 * of cards) into the static shell's places. Returns the cards' images (none when it painted
 * nothing: a wide screen, an answer the app would not list as cards, or a template missing leave
 * the page to the app).
 */
export function paintListing(opening: ListingOpening, now: Date): HTMLImageElement[] {
  const slot = document.getElementById(FIRST_SCREEN_SLOT_ID)
  const crumbsPlace = document.getElementById(FIRST_SCREEN_CRUMBS_ID)
  const template = document.getElementById(LISTING_TEMPLATE_ID) as HTMLTemplateElement | null
  if (!slot || !crumbsPlace || !template || window.matchMedia(LARGE_QUERY).matches) return []
  const list = rawListProducts(opening.answer, now)
  if (!list) return []
  const copy = template.content.cloneNode(true) as DocumentFragment
  const trail = copy.querySelector('.site-breadcrumb')
  const header = copy.querySelector('.listing-header')
  const listing = copy.querySelector('.product-listing')
  const grid = listing?.querySelector('.product-grid')
  const cardItems = [...(grid?.children ?? [])]
  if (!trail || !header || !listing || !grid || cardItems.length !== CARD_KINDS.length) return []
  const templates = new Map(CARD_KINDS.map((kind, index) => [kind, cardItems[index]!]))
  cardItems.forEach((item) => item.remove())

  // The trail: Home, then a crumb per ancestor, then the page.
  const crumbTemplate = trail.querySelector('li:nth-child(2)')
  const current = trail.querySelector('li.active')
  const crumbs = opening.crumbs.slice(0, -1)
  for (const crumb of crumbs) {
    const li = crumbTemplate?.cloneNode(true) as Element | undefined
    const link = li?.querySelector('a')
    if (!li || !link || !crumb.href) continue
    link.setAttribute('href', crumb.href)
    link.textContent = crumb.label
    current?.before(li)
  }
  crumbTemplate?.remove()
  if (current) current.textContent = opening.crumbs[opening.crumbs.length - 1]?.label ?? ''

  // The opening: h1, the intro when there is one, the subcategories.
  const h1 = header.querySelector('h1')
  if (h1) h1.textContent = opening.title
  const intro = header.querySelector('.lead')
  if (intro && opening.intro) intro.textContent = opening.intro
  else intro?.remove()
  const subNav = header.querySelector('nav')
  const subTemplate = subNav?.querySelector('li')
  if (subNav && subTemplate) {
    subTemplate.remove()
    for (const sub of opening.subcategories) {
      const li = subTemplate.cloneNode(true) as Element
      const link = li.querySelector('a')
      link?.setAttribute('href', hrefs.category(sub.id))
      if (link) link.textContent = sub.description
      subNav.querySelector('ul')?.append(li)
    }
    if (opening.subcategories.length === 0) subNav.remove()
  }
  const status = listing.querySelector('[role="status"]')
  if (status) status.textContent = opening.countLabel(list.total)

  // The first row only: what the app adds under a card's prices (its buttons) makes the cards
  // taller, and a second row would move. Counted from the width (the grid's row-cols-2
  // row-cols-md-3, product-grid.tsx), not measured: a layout forced here made this task a long one.
  const firstRow = window.matchMedia(PHONE_QUERY).matches ? 2 : 3
  list.views.slice(0, firstRow).forEach((view) => grid.append(fillCard(templates, view)))
  // The trail in its own place above <main>: in <main>, <main> itself would move down when the
  // app's trail takes its place above it (a layout shift).
  crumbsPlace.append(trail)
  slot.append(header, listing)
  // <main> is drawn again, as the listing renders it (default-layout.tsx: only the slot hides it).
  slot.closest('main')?.classList.remove('page-main-slot')
  return [...grid.querySelectorAll('img')]
}

/**
 * A category by its number, from the raw answer of the tree call (bare, or in the service's
 * wrapper, as webnodes.ts reads it), by the app's own tree rules; null when the answer is not one.
 */
export function rawCategory(answer: unknown, id: string): CategoryNode | null {
  const nodes = Array.isArray(answer)
    ? answer
    : isObject(answer)
      ? (answer.WebNodes ?? answer.Children)
      : null
  if (!Array.isArray(nodes)) return null
  try {
    return resolveCategory(buildCategoryTree(nodes as WebNodeDto[]), id) ?? null
  } catch {
    return null
  }
}

/**
 * A category listing's first screen, as category.tsx renders it: the category's text from the
 * content service (its title and intro; without an answer the category's own name, and no intro),
 * the trail of its ancestors, its subcategories.
 */
export function categoryOpening(
  node: CategoryNode,
  content: unknown,
  answer: unknown,
): ListingOpening {
  const article = isObject(content) && content.Success !== false ? content.Article : null
  const text = (key: string) =>
    isObject(article) && typeof article[key] === 'string' ? article[key] : ''
  return {
    crumbs: categoryCrumbs(node),
    title: text('Title') || node.description,
    intro: text('Description') || null,
    subcategories: node.children,
    answer,
    countLabel: catalogue.listing.count,
  }
}

/** What src/boot-listing.ts offers the boot script, which imports it apart. */
export interface ListingPainter {
  paintListing: typeof paintListing
  searchOpening: typeof searchOpening
  rawCategory: typeof rawCategory
  categoryOpening: typeof categoryOpening
}

/** The search results' first screen: its h1 and trail are the term's; no intro, no subcategories. */
export function searchOpening(term: string, answer: unknown): ListingOpening {
  const title = catalogue.listing.searchTitle(term)
  return {
    crumbs: [{ label: title }],
    title,
    intro: null,
    subcategories: [],
    answer,
    countLabel: (count) => catalogue.listing.searchCount(count, term),
  }
}
