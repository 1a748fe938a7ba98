import { describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router-dom'
import type { ContentBlock } from '@/api/vm/content-model'
import { parseBlocks } from '@/api/vm/content-model'
import { getDb } from '@/mocks/mock-db'
import { fixtureProductIds } from '@/mocks/db/seed-catalogue'
import { shopView } from '@/testing/pricing'
import { chargedPiece } from '@/domain/pricing/line-charge'
import { formatPrice } from '@/lib/format'
import { content as messages } from '@/messages/nl/content'
import { ContentLinksProvider, type ContentLinks } from '../content-links'
import { BlockRenderer, type BlockSlots } from './block-renderer'

const links: ContentLinks = {
  home: () => '/',
  product: (url) => `/product/${url}`,
  category: (id) => `/producten/${id}`,
  blog: () => '/blog',
  blogPost: (slug) => `/blog-post/${slug}`,
  jobs: () => '/vacatures',
  job: (slug) => `/job/${slug}`,
  stores: () => '/winkels',
  store: (slug) => `/vestigingen/${slug}`,
  recipe: (slug) => `/recepten/${slug}`,
  contentPage: (slug) => `/${slug}`,
  contact: () => '/contact',
  faq: () => '/faq',
}

function renderBlocks(blocks: ContentBlock[], slots: BlockSlots = {}, heroIsPageHeading = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ContentLinksProvider links={links}>
          <BlockRenderer blocks={blocks} heroIsPageHeading={heroIsPageHeading} {...slots} />
        </ContentLinksProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

const b = (id: number, type: string, data: unknown): ContentBlock => ({ id, type, data })
const img = { Name: 'home-hero', FileExtension: '.jpg' }

describe('BlockRenderer', () => {
  it('renders a Hero as the page heading with a prioritised, sized image and its link', () => {
    renderBlocks(
      [
        b(1, 'Hero', {
          Title: 'Alles voor jouw huisdier',
          Text: 'Tekst',
          Image: img,
          LinkUrl: '/producten/aanbiedingen',
          LinkText: 'Bekijk',
        }),
      ],
      {},
      true,
    )
    expect(
      screen.getByRole('heading', { level: 1, name: 'Alles voor jouw huisdier' }),
    ).toBeInTheDocument()
    const image = document.querySelector('.content-hero img')!
    expect(image).toHaveAttribute('width', '1320')
    expect(image).toHaveAttribute('height', '440')
    expect(image).toHaveAttribute('loading', 'eager')
    expect(image).toHaveAttribute('fetchpriority', 'high')
    expect(screen.getByRole('link', { name: 'Bekijk' })).toHaveAttribute(
      'href',
      '/producten/aanbiedingen',
    )
  })

  it('renders Text with a heading and sanitised HTML', () => {
    renderBlocks([b(1, 'Text', { Title: 'Over ons', Html: '<p>Sinds <strong>1983</strong></p>' })])
    expect(screen.getByRole('heading', { level: 2, name: 'Over ons' })).toBeInTheDocument()
    expect(screen.getByText('1983').tagName).toBe('STRONG')
  })

  it('renders Image with alt, width and height, and a Cta as a link', () => {
    renderBlocks([
      b(1, 'Image', { Image: img, Alt: 'Een hond in het gras', Width: 600, Height: 400 }),
      b(2, 'Cta', {
        Title: 'Word lid',
        Text: 'Spaar punten',
        LinkUrl: '/klantenkaart',
        LinkText: 'Aanmelden',
      }),
    ])
    const image = screen.getByRole('img', { name: 'Een hond in het gras' })
    expect(image).toHaveAttribute('width', '600')
    expect(image).toHaveAttribute('height', '400')
    expect(screen.getByRole('heading', { name: 'Word lid' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Aanmelden' })).toHaveAttribute('href', '/klantenkaart')
  })

  it('invites only a shopper without a loyalty card to join it', () => {
    const join = b(2, 'Cta', {
      Title: 'Nog geen klantenkaart?',
      LinkUrl: '/klantenkaart/aanmelden',
      LinkText: 'Word lid',
    })
    const { unmount } = renderBlocks([join], { useLoyaltyCustomer: () => false })
    expect(screen.getByRole('link', { name: 'Word lid' })).toBeInTheDocument()
    unmount()
    renderBlocks(
      [join, b(3, 'Cta', { Title: 'Kleuren', LinkUrl: '/kleurkiezer', LinkText: 'Kies' })],
      {
        useLoyaltyCustomer: () => true,
      },
    )
    expect(screen.queryByRole('link', { name: 'Word lid' })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Nog geen klantenkaart?' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Kies' })).toBeInTheDocument()
  })

  it('hands ProductList and CategoryTiles to the route slots', () => {
    const renderProducts = vi.fn((ids: number[], title: string) => (
      <p>{`${title}: ${ids.join(',')}`}</p>
    ))
    const renderCategoryTiles = vi.fn((ids: number[], title: string) => (
      <p>{`${title}: ${ids.join(',')}`}</p>
    ))
    renderBlocks(
      [
        b(1, 'ProductList', { Title: 'Aanbiedingen', ProductIds: [1001, 1002] }),
        b(2, 'CategoryTiles', { Title: 'Shop', WebNodeIds: [100, 200] }),
      ],
      { renderProducts, renderCategoryTiles },
    )
    expect(screen.getByText('Aanbiedingen: 1001,1002')).toBeInTheDocument()
    expect(screen.getByText('Shop: 100,200')).toBeInTheDocument()
  })

  it('loads the products of a ProductList itself when the route gives no slot', async () => {
    const product = getDb().state.products.find((p) => p.ParentProductId === null)!
    renderBlocks([b(1, 'ProductList', { Title: 'Nieuw binnen', ProductIds: [product.Id] })])
    expect(
      await screen.findByRole('link', { name: product.Description }, { timeout: 15_000 }),
    ).toHaveAttribute('href', `/product/${product.Url}`)
  })

  it('renders a FaqGroup as an accordion with aria-expanded', async () => {
    const user = userEvent.setup()
    renderBlocks([
      b(1, 'FaqGroup', {
        Topic: 'Betalen',
        Items: [{ Question: 'Hoe betaal ik?', Answer: '<p>Met iDEAL.</p>' }],
      }),
    ])
    const button = screen.getByRole('button', { name: 'Hoe betaal ik?' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByText('Met iDEAL.')).not.toBeVisible()
    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('Met iDEAL.')).toBeVisible()
  })

  it('adds a DIY guide’s whole list with ONE call', async () => {
    const user = userEvent.setup()
    const [p1, p2] = getDb().state.products.filter((p) => p.ParentProductId === null)
    const onAddGuideToCart = vi.fn()
    renderBlocks(
      [
        b(1, 'DiyGuide', {
          Title: 'Schutting beitsen',
          UrlSlug: 'schutting',
          Intro: 'Intro',
          Difficulty: 'Makkelijk',
          DurationMinutes: 90,
          Steps: ['Schuren', 'Beitsen'],
          Products: [
            { ProductId: p1!.Id, Quantity: 2 },
            { ProductId: p2!.Id, Quantity: 1 },
          ],
        }),
      ],
      { onAddGuideToCart },
    )
    const guide = screen.getByRole('article', { name: 'Schutting beitsen' })
    expect(within(guide).getByText('1 uur 30 min')).toBeInTheDocument()
    expect(
      await within(guide).findByRole('link', { name: p1!.Description }, { timeout: 15_000 }),
    ).toBeInTheDocument()
    await user.click(
      within(guide).getByRole('button', { name: /Alles in winkelmandje.*Schutting beitsen/ }),
    )
    expect(onAddGuideToCart).toHaveBeenCalledTimes(1)
    expect(onAddGuideToCart).toHaveBeenCalledWith(
      [
        { productId: p1!.Id, quantity: 2, color: null },
        { productId: p2!.Id, quantity: 1, color: null },
      ],
      [],
    )
    expect(within(guide).getByRole('status')).toHaveTextContent(messages.diy.added(2))
  })

  it('a DIY list asks the colour of a paint before adding, and totals what the cart charges', async () => {
    const user = userEvent.setup()
    const paint = getDb().productById(fixtureProductIds.colour)!
    const staffel = getDb().productById(fixtureProductIds.staffel)!
    const onAddGuideToCart = vi.fn()
    renderBlocks(
      [
        b(1, 'DiyGuide', {
          Title: 'Kozijn lakken',
          UrlSlug: 'kozijn',
          Intro: '',
          Difficulty: '',
          DurationMinutes: 0,
          Steps: ['Lakken'],
          Products: [
            { ProductId: paint.Id, Quantity: 1 },
            { ProductId: staffel.Id, Quantity: 3 },
          ],
        }),
      ],
      { onAddGuideToCart },
    )
    const guide = screen.getByRole('article', { name: 'Kozijn lakken' })
    const select = await within(guide).findByRole(
      'combobox',
      { name: messages.diy.colourFor(paint.Description) },
      { timeout: 15_000 },
    )
    const button = within(guide).getByRole('button', { name: /Alles in winkelmandje/ })
    await user.click(button)
    expect(onAddGuideToCart).not.toHaveBeenCalled()
    expect(within(guide).getByRole('status')).toHaveTextContent(messages.diy.choicesMissing)

    // The total is the staffel price for 3 and the paint with its colour surtax, as the cart charges.
    const now = new Date()
    const charge = (id: number, quantity: number) => {
      const piece = chargedPiece(shopView(getDb().productById(id)!, now), quantity)
      return (piece.unitExclDepositCents + piece.depositCents) * quantity
    }
    const total = charge(paint.Id, 1) + charge(staffel.Id, 3)
    expect(charge(staffel.Id, 3)).toBeLessThan(3 * shopView(staffel, now).currentPriceCents)
    expect(guide).toHaveTextContent(formatPrice(total).replace(/\s/g, ' '))

    await user.selectOptions(select, paint.Colors[0]!.Code)
    await user.click(button)
    expect(onAddGuideToCart).toHaveBeenCalledWith(
      [
        { productId: paint.Id, quantity: 1, color: paint.Colors[0]!.Code },
        { productId: staffel.Id, quantity: 3, color: null },
      ],
      [],
    )
  })

  it('skips blocks with invalid Data or an unknown type, and keeps the rest', () => {
    renderBlocks([
      b(1, 'Text', { Html: '<p>Geldig</p>' }),
      b(2, 'Hero', { Title: 'Zonder afbeelding' }),
      b(3, 'Image', { Image: img, Alt: 'x', Width: 'breed', Height: 10 }),
      b(4, 'OnbekendType', { Foo: 'bar' }),
      b(5, 'Text', null),
      b(6, 'ProductList', { Title: 'Fout', ProductIds: 'abc' }),
    ])
    expect(screen.getByText('Geldig')).toBeInTheDocument()
    expect(screen.queryByText('Zonder afbeelding')).not.toBeInTheDocument()
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
    expect(screen.queryByText('Fout')).not.toBeInTheDocument()
  })

  it('skips a block whose Data is not JSON (as the content service parses it)', () => {
    const blocks = parseBlocks([
      { ID: 1, Type: 'Text', Data: '{"Html": "<p>Goed</p>"}' },
      { ID: 2, Type: 'Text', Data: '{"Title": "Kapot", "Html": "<p>niet afgesloten' },
    ])
    renderBlocks(blocks)
    expect(screen.getByText('Goed')).toBeInTheDocument()
    expect(screen.queryByText('Kapot')).not.toBeInTheDocument()
  })

  it('neutralises XSS payloads: no event handlers, scripts or javascript: links, nothing runs', async () => {
    const w = window as unknown as { __xss?: unknown }
    delete w.__xss
    const { container } = renderBlocks([
      b(1, 'Text', {
        Title: 'Onveilig blok',
        Html: '<p>Onveilige inhoud:</p><img src=x onerror="window.__xss=1"><script>window.__xss=1</script><a href="javascript:window.__xss=1">klik</a><svg onload="window.__xss=1"></svg>',
      }),
      b(2, 'Cta', { Title: 'Cta', LinkUrl: 'javascript:window.__xss=1', LinkText: 'Gevaarlijk' }),
    ])
    // HTML that is more than plain markup waits for the sanitiser's chunk.
    expect(await screen.findByText('Onveilige inhoud:')).toBeInTheDocument()
    expect(container.querySelector('script')).toBeNull()
    expect(container.querySelector('[onerror], [onload]')).toBeNull()
    expect(container.querySelector('a[href^="javascript"]')).toBeNull()
    // What is left of the unsafe image is decorative, not an image without alt text.
    expect(container.querySelector('.cms-html img')).toHaveAttribute('alt', '')
    await user_click_all(container)
    await waitFor(() => expect(w.__xss).toBeUndefined())
  })
})

/** Clicks every link left, to prove none of them runs code. */
async function user_click_all(container: HTMLElement) {
  const user = userEvent.setup()
  for (const anchor of Array.from(container.querySelectorAll('a'))) await user.click(anchor)
}
