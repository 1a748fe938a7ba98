// Screen tests of the content pages through the real route table and the mock backend.
import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { renderRoute } from '@/testing/render-route'
import {
  BROKEN_BLOCKS_SLUG,
  BROKEN_BLOCKS_TITLE,
  withBrokenBlocksArticle,
} from '@/testing/broken-blocks-fixture'
import { server } from '@/mocks/server'
import { getDb } from '@/mocks/mock-db'
import { common } from '@/messages/nl/common'
import { content as messages } from '@/messages/nl/content'

// The whole shell renders around each page: a slow shared CPU needs room.
vi.setConfig({ testTimeout: 90_000 })

/** The page itself, without the header and footer around it. */
/** Lazy route modules compile on first use: the first screen can take a while. */
const slow = { timeout: 25_000 }

const page = () => within(screen.getByRole('main'))

describe('home page', () => {
  it('shows the hero as h1, category tiles, product lists and the home-extra banners', async () => {
    renderRoute('/')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Alles voor jouw huisdier' }, slow),
    ).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    // Below the opening: rendered after the first paint, when the browser is idle.
    expect(
      await screen.findByRole('heading', { name: 'Shop per categorie' }, slow),
    ).toBeInTheDocument()
    const topCategory = getDb().state.webNodes[0]!
    expect(await page().findByRole('link', { name: topCategory.Description })).toHaveAttribute(
      'href',
      `/producten/${topCategory.Id}`,
    )
    expect(screen.getByRole('heading', { name: 'Aanbiedingen' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Sparen met de klantenkaart' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toContain('Dier & Ruiter'))
  })
})

describe('FAQ page', () => {
  it('expands an answer and filters questions with a live count', async () => {
    const { user } = renderRoute('/faq')
    const question = await screen.findByRole('button', { name: 'Wat zijn de verzendkosten?' }, slow)
    expect(question).toHaveAttribute('aria-expanded', 'false')
    await user.click(question)
    expect(question).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('region', { name: 'Wat zijn de verzendkosten?' })).toHaveTextContent(
      'Vanaf € 39,95',
    )

    await user.type(
      page().getByRole('searchbox', { name: messages.faq.searchLabel }),
      'retourneren',
    )
    await waitFor(() => expect(screen.getByText(messages.faq.resultCount(1))).toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Hoe kan ik iets retourneren?' })).toBeInTheDocument()
    expect(
      screen.queryByRole('button', { name: 'Wat zijn de verzendkosten?' }),
    ).not.toBeInTheDocument()

    await user.clear(page().getByRole('searchbox'))
    await user.type(page().getByRole('searchbox'), 'xyzzy')
    expect(await screen.findByText(messages.faq.noResults)).toBeInTheDocument()
  })
})

describe('contact page', () => {
  it('shows the contact details and validates, then confirms what was sent', async () => {
    const { user } = renderRoute('/contact')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contact' }, slow),
    ).toBeInTheDocument()
    const details = await screen.findByRole('complementary', {
      name: messages.contact.detailsHeading,
    })
    expect(await within(details).findByText(/088 123 45 67/)).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: messages.contact.submit }))
    expect(await screen.findAllByText(common.validation.required)).toHaveLength(4)
    expect(page().getByRole('textbox', { name: messages.contact.name })).toHaveAttribute(
      'aria-invalid',
      'true',
    )

    await user.type(page().getByRole('textbox', { name: messages.contact.name }), 'Sanne de Vries')
    await user.type(page().getByRole('textbox', { name: messages.contact.email }), 'sanne@')
    await user.type(page().getByRole('textbox', { name: messages.contact.subject }), 'Levering')
    await user.type(
      page().getByRole('textbox', { name: messages.contact.message }),
      'Waar blijft mijn pakket?',
    )
    await user.click(screen.getByRole('button', { name: messages.contact.submit }))
    expect(await screen.findByText(common.validation.email)).toBeInTheDocument()
    expect(getDb().state.contactMessages).toHaveLength(0)

    await user.clear(page().getByRole('textbox', { name: messages.contact.email }))
    await user.type(
      page().getByRole('textbox', { name: messages.contact.email }),
      'sanne@example.nl',
    )
    await user.click(screen.getByRole('button', { name: messages.contact.submit }))
    expect(
      await screen.findByRole('heading', { name: messages.contact.thanksTitle }),
    ).toBeInTheDocument()
    expect(screen.getByText('Waar blijft mijn pakket?')).toBeInTheDocument()
    expect(screen.getByText('sanne@example.nl')).toBeInTheDocument()
    expect(getDb().state.contactMessages).toHaveLength(1)
  })
})

describe('blog post page', () => {
  it("lists the content service's related documents as related posts, never the post itself", async () => {
    const post = getDb().state.blogPosts[0]!
    const bodies: Record<string, unknown>[] = []
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/api/vm/u'))
        bodies.push((await request.clone().json()) as Record<string, unknown>)
    })
    renderRoute(`/blog-post/${post.UrlSlug}`)
    expect(
      await screen.findByRole('heading', { level: 1, name: post.Title }, slow),
    ).toBeInTheDocument()
    const related = await screen.findByRole('region', { name: messages.blog.related }, slow)
    const links = within(related).getAllByRole('link')
    expect(links.length).toBeGreaterThan(0)
    expect(links.every((link) => link.getAttribute('href')?.startsWith('/blog-post/'))).toBe(true)
    expect(within(related).queryByRole('link', { name: post.Title })).not.toBeInTheDocument()
    expect(bodies).toContainEqual(
      expect.objectContaining({ PathUrl: `/blog-post/${post.UrlSlug}`, GetRelatedDocuments: true }),
    )
    server.events.removeAllListeners()
  })
})

describe('catch-all content page', () => {
  it('renders a page with broken and unsafe blocks without running anything', async () => {
    const w = window as unknown as { __xss?: unknown }
    delete w.__xss
    // The fixture is this test's own: the mock content that `npm run dev` serves does not have it.
    server.use(
      http.post('*/api/vm/u', async ({ request }) => {
        const body = (await request.clone().json()) as { Url?: string }
        if (body.Url !== BROKEN_BLOCKS_SLUG) return undefined
        return HttpResponse.json(withBrokenBlocksArticle({ Article: null }))
      }),
    )
    renderRoute(`/${BROKEN_BLOCKS_SLUG}`)
    expect(
      await screen.findByRole('heading', { level: 1, name: BROKEN_BLOCKS_TITLE }, slow),
    ).toBeInTheDocument()
    expect(screen.getByText('Dit blok is in orde.')).toBeInTheDocument()
    // Unsafe HTML goes through the sanitiser, whose chunk loads on first need.
    expect(await screen.findByText('Onveilige inhoud:', undefined, slow)).toBeInTheDocument()
    expect(document.querySelector('main script, [onerror]')).toBeNull()
    expect(w.__xss).toBeUndefined()
  })
})
