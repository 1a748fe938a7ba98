// The sanitiser for CMS and server HTML: scripts, handlers and javascript: URLs go, and ids or
// names that would shadow globals (DOM clobbering, e.g. id="dataLayer") are renamed.
import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { loadSanitizer, SafeHtml } from './safe-html'
import { sanitizeHtml } from './sanitize'

/** The sanitiser's module loaded and React's retry of the waiting SafeHtml done. */
const sanitizerLoaded = () =>
  act(async () => {
    await loadSanitizer()
    await new Promise((resolve) => setTimeout(resolve, 0))
  })

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and javascript: URLs', () => {
    const clean = sanitizeHtml(
      '<p onclick="x()">Hoi<script>alert(1)</script><a href="javascript:alert(1)">a</a></p>',
    )
    expect(clean).not.toMatch(/script|onclick|javascript:/i)
    expect(clean).toContain('Hoi')
  })

  it('renames ids and names so CMS markup cannot shadow globals', async () => {
    const { container } = render(
      <SafeHtml html={'<div id="dataLayer">x</div><img name="location" src="/a.png" alt="">'} />,
    )
    await sanitizerLoaded()
    expect(screen.getByText('x')).toBeInTheDocument()
    expect(container.querySelector('#dataLayer')).toBeNull()
    expect(container.querySelector('[name="location"]')).toBeNull()
    expect((window as unknown as Record<string, unknown>).dataLayer).not.toBeInstanceOf(HTMLElement)
  })
})

describe('phone numbers in CMS text', () => {
  it('become tel: links (outside existing links), only when asked', () => {
    const html =
      '<p><strong>Klantenservice 088 123 45 67</strong> of 030-123 4567, postcode 3511 AA</p><p><a href="/contact">088 123 45 67</a></p>'
    const linked = document.createElement('div')
    linked.innerHTML = sanitizeHtml(html, { linkPhoneNumbers: true })
    expect(
      [...linked.querySelectorAll('a[href^="tel:"]')].map((a) => a.getAttribute('href')),
    ).toEqual(['tel:+31881234567', 'tel:+31301234567'])
    expect(linked.querySelector('a[href="/contact"]')?.textContent).toBe('088 123 45 67')
    expect(sanitizeHtml(html)).not.toContain('tel:')
  })
})

describe('SafeHtml', () => {
  it('renders plain markup at once, without waiting for the sanitiser', () => {
    const { container } = render(
      <SafeHtml html="<p>Bel <strong>088 123 45 67</strong></p>" linkPhoneNumbers />,
    )
    expect(container.innerHTML).toBe(
      '<div><p>Bel <strong><a href="tel:+31881234567">088 123 45 67</a></strong></p></div>',
    )
  })

  it('sends other HTML through the sanitiser', async () => {
    render(<SafeHtml html={'<p class="lead" onclick="x()">Welkom<script>alert(1)</script></p>'} />)
    await sanitizerLoaded()
    const paragraph = screen.getByText('Welkom')
    expect(paragraph.outerHTML).toBe('<p class="lead">Welkom</p>')
  })
})
