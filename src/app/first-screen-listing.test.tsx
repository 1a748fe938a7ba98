// The listing's first screen as the boot script paints it: from the raw answers, by the app's rules,
// into the template the build renders from the app's components.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { formatPrice } from '@/lib/format'
import { catalogue } from '@/messages/nl/catalogue'
import {
  FIRST_SCREEN_CRUMBS_ID,
  FIRST_SCREEN_SLOT_ID,
  LISTING_TEMPLATE_ID,
} from '@/lib/first-screen-ids'
import {
  cardKindOf,
  categoryOpening,
  paintListing,
  rawCategory,
  rawListProducts,
  searchOpening,
} from './first-screen-listing'
import { renderToStaticMarkup } from 'react-dom/server'
import { ProductPriceLines } from '@/features/catalogue/components/product-card'
import { renderListingTemplate } from './listing-template'

const now = new Date('2026-06-01T12:00:00Z')

function dto(id: number, extra: Record<string, unknown> = {}) {
  return {
    Id: id,
    Code: `p${id}`,
    Url: `product-${id}`,
    Description: `Product ${id}`,
    BrandName: 'Merk',
    WebNodeIds: [],
    PriceInclTax: 10,
    Discounts: [],
    ActiveDiscounts: [],
    StorePrices: [],
    Kits: [],
    Images: [{ Name: `product-${id}`, FileExtension: '.jpg' }],
    Fields: [],
    Banners: [],
    Certs: [],
    Colors: [],
    ...extra,
  }
}

const answer = (products: unknown[], total = products.length) => ({
  Success: true,
  Products: products,
  TotalCount: total,
  Page: 1,
  PageSize: 24,
})

const tree = {
  Success: true,
  WebNodes: [
    {
      Id: 100,
      Description: 'Hond',
      NodeUrl: 'hond',
      Children: [
        {
          Id: 111,
          Description: 'Droogvoer',
          NodeUrl: 'droogvoer',
          Children: [{ Id: 112, Description: 'Puppy', NodeUrl: 'puppy', Children: [] }],
        },
      ],
    },
  ],
}

describe('rawListProducts', () => {
  it('derives the first products as the app does', () => {
    const list = rawListProducts(
      answer([dto(1), dto(2, { Discount: { PriceInclTax: 8 } })], 30),
      now,
    )
    expect(list?.total).toBe(30)
    expect(list?.views.map((view) => [view.currentPriceCents, view.originalPriceCents])).toEqual([
      [1000, null],
      [800, 1000],
    ])
  })

  it('is null for what the app would not list as cards', () => {
    expect(rawListProducts(null, now)).toBeNull()
    expect(rawListProducts({ Success: false }, now)).toBeNull()
    expect(rawListProducts(answer([]), now)).toBeNull()
    expect(rawListProducts(answer([{ Id: 'x' }]), now)).toBeNull()
    expect(rawListProducts(answer([dto(1, { Images: [] })]), now)).toBeNull()
  })
})

describe('cardKindOf', () => {
  const view = (extra: Record<string, unknown>) =>
    rawListProducts(answer([dto(1, extra)]), now)!.views[0]!
  it('picks the card by how it shows its price', () => {
    expect(cardKindOf(view({}))).toBe('plain')
    expect(cardKindOf(view({ Discount: { PriceInclTax: 8 } }))).toBe('discounted')
    expect(cardKindOf(view({ VariantCount: 3, HighestVariantPrice: 99 }))).toBe('from')
    // A family whose sizes all cost the same shows its price plainly, as the app's card does.
    expect(cardKindOf(view({ VariantCount: 3, HighestVariantPrice: 10 }))).toBe('plain')
  })
})

describe('a category from the raw tree', () => {
  it('is found by its number, bare or in the wrapper', () => {
    expect(rawCategory(tree, '111')?.description).toBe('Droogvoer')
    expect(rawCategory(tree.WebNodes, '100')?.children).toHaveLength(1)
    expect(rawCategory({ nothing: true }, '111')).toBeNull()
    expect(rawCategory(tree, '999')).toBeNull()
  })

  it('opens with the content’s title and intro, else its own name and none', () => {
    const node = rawCategory(tree, '111')!
    const content = {
      Success: true,
      Article: { Title: 'Droogvoer voor honden', Description: 'Tekst' },
    }
    expect(categoryOpening(node, content, null)).toMatchObject({
      title: 'Droogvoer voor honden',
      intro: 'Tekst',
      crumbs: [{ label: 'Hond', href: '/producten/100' }, { label: 'Droogvoer' }],
    })
    expect(categoryOpening(node, null, null)).toMatchObject({ title: 'Droogvoer', intro: null })
  })
})

describe('paintListing', () => {
  beforeEach(() => {
    document.body.innerHTML = `<div id="${FIRST_SCREEN_CRUMBS_ID}"></div><main class="page-main-slot"><div id="${FIRST_SCREEN_SLOT_ID}"></div></main><template id="${LISTING_TEMPLATE_ID}">${renderListingTemplate()}</template>`
  })
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('paints the trail, the h1, the count and the cards with their prices', () => {
    const products = [
      dto(1),
      dto(2, { Discount: { PriceInclTax: 8 } }),
      dto(3, { VariantCount: 2, HighestVariantPrice: 12 }),
    ]
    const images = paintListing(searchOpening('hond', answer(products, 40)), now)
    const main = document.querySelector('main')!
    expect(main.classList.contains('page-main-slot')).toBe(false)
    expect(document.getElementById(FIRST_SCREEN_CRUMBS_ID)?.textContent).toBe(
      `Home${catalogue.listing.searchTitle('hond')}`,
    )
    expect(main.querySelector('h1')?.textContent).toBe(catalogue.listing.searchTitle('hond'))
    expect(main.querySelector('[role="status"]')?.textContent).toBe(
      catalogue.listing.searchCount(40, 'hond'),
    )
    const cards = [...main.querySelectorAll('.product-card')]
    expect(cards.map((card) => card.getAttribute('data-product-id'))).toEqual(['1', '2', '3'])
    expect(cards[0]!.querySelector('.product-price')?.textContent).toBe(formatPrice(1000))
    expect(cards[1]!.querySelector('.price-original .price-amount')?.textContent).toBe(
      formatPrice(1000),
    )
    expect(cards[1]!.querySelector('.badge-discount')?.textContent).toContain('-20%')
    expect(cards[2]!.querySelector('.product-price')?.textContent).toContain('vanaf')
    expect(cards[0]!.querySelector('a')?.getAttribute('href')).toBe('/product/product-1')
    expect(images).toHaveLength(3)
    // No intro, no subcategories, no template value left anywhere.
    expect(main.querySelector('.lead')).toBeNull()
    expect(main.textContent).not.toMatch(/card-|listing-|crumb-|987,65|123,45|493,83/)
  })

  // A shopper review: a family's card said only "vanaf € 4,69", where the app's says its price per
  // kg too. The painted card shows what the app's card shows, per kg (or liter) included.
  it('paints the price per kg or liter as the app’s card does', () => {
    const products = [
      dto(1, {
        PriceInclTax: 4.69,
        VariantCount: 3,
        HighestVariantPrice: 36.79,
        Fields: [{ Code: 'Inhoudwebshop', Value: '400 gram' }],
      }),
      dto(2, {
        Discount: { PriceInclTax: 8 },
        Fields: [{ Code: 'Inhoudwebshop', Value: '10 liter' }],
      }),
      dto(3, { IsWeightProduct: true, WeightPrice: 10 }),
    ]
    paintListing(searchOpening('voer', answer(products)), now)
    const cards = [...document.querySelectorAll('main .product-card')]
    const views = rawListProducts(answer(products), now)!.views
    expect(cards.map((card) => card.querySelector('.product-price')?.textContent)).toEqual(
      views.map(
        (view) =>
          new DOMParser()
            .parseFromString(
              renderToStaticMarkup(<ProductPriceLines product={view} />),
              'text/html',
            )
            .querySelector('.product-price')?.textContent,
      ),
    )
    expect(cards[0]!.querySelector('.product-price')?.textContent).toBe(
      `vanaf ${formatPrice(469)}${formatPrice(1173)} per kg`,
    )
    expect(cards[1]!.querySelector('.product-unit-price')?.textContent).toBe(
      `${formatPrice(80)} per liter`,
    )
    expect(document.querySelector('main')!.textContent).not.toMatch(/493,83/)
  })

  it('paints nothing for an answer the app would not list as cards', () => {
    expect(paintListing(searchOpening('hond', answer([])), now)).toEqual([])
    expect(document.querySelector('main h1')).toBeNull()
    expect(document.querySelector('main')?.classList.contains('page-main-slot')).toBe(true)
  })
})
