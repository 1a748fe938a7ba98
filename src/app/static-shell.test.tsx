// The static shell that the build writes into index.html comes from the app's own components.
import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { shell as messages } from '@/messages/nl/shell'
import { Logo } from './layouts/logo'
import { FIRST_SCREEN_SLOT_ID, HERO_TEMPLATE_VALUES, renderStaticShell } from './static-shell'
import { CARD_KINDS, LISTING_TEMPLATE_VALUES } from './first-screen-listing'

describe('renderStaticShell', () => {
  const { shell, heroTemplate, listingTemplate, cookiePrompt } = renderStaticShell()

  it('holds the header as a phone sees it, the page frame and an empty slot', () => {
    expect(shell).toContain(renderToStaticMarkup(<Logo />))
    expect(shell).toContain(`aria-label="${messages.header.openMenu}"`)
    expect(shell).toContain('role="search"')
    expect(shell).toContain(`<main id="main"`)
    expect(shell).toContain(`<div id="${FIRST_SCREEN_SLOT_ID}"></div>`)
  })

  it('leaves the desktop categories and every dialog out', () => {
    expect(shell).toContain('category-nav-offers')
    expect(shell).not.toContain('category-panel')
    expect(shell).not.toContain('<dialog')
  })

  it('gives the boot script the home hero to fill in: heading, text, image and link', () => {
    expect(heroTemplate).toContain(
      `<h1 class="content-hero-title">${HERO_TEMPLATE_VALUES.title}</h1>`,
    )
    expect(heroTemplate).toContain(HERO_TEMPLATE_VALUES.text)
    expect(heroTemplate).toMatch(/<img [^>]*class="content-hero-image"/)
    expect(heroTemplate).toContain(`href="${HERO_TEMPLATE_VALUES.linkUrl}"`)
  })

  it('gives the boot script a listing to fill in: trail, h1, intro, subcategories, one card per kind', () => {
    const v = LISTING_TEMPLATE_VALUES
    expect(listingTemplate).toContain(
      `<a href="${v.crumb.href}" data-discover="true">${v.crumb.label}</a>`,
    )
    expect(listingTemplate).toContain(`<h1 class="mb-2">${v.title}</h1>`)
    expect(listingTemplate).toContain(v.intro)
    expect(listingTemplate).toContain('subcategory-link')
    expect(listingTemplate.match(/<article class="card product-card/g)).toHaveLength(
      CARD_KINDS.length,
    )
    // The three ways a card shows its price: alone, with its struck original, 'vanaf'.
    expect(listingTemplate).toContain('price-original')
    expect(listingTemplate).toContain('vanaf ')
    // No preload of the template's image: the page asks for its cards' own.
    expect(listingTemplate).not.toContain('<link')
  })

  it('holds the cookie prompt with each button carrying its choice for the app', () => {
    expect(cookiePrompt).toContain(`aria-labelledby="cookie-consent-title"`)
    expect(cookiePrompt).toContain(`data-choice="accepted">${messages.cookies.accept}</button>`)
    expect(cookiePrompt).toContain(`data-choice="rejected">${messages.cookies.reject}</button>`)
  })
})
