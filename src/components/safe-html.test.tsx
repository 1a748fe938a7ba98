// The sanitiser for CMS and server HTML: scripts, handlers and javascript: URLs go, and ids or
// names that would shadow globals (DOM clobbering, e.g. id="dataLayer") are renamed.
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SafeHtml, sanitizeHtml } from './safe-html'

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and javascript: URLs', () => {
    const clean = sanitizeHtml(
      '<p onclick="x()">Hoi<script>alert(1)</script><a href="javascript:alert(1)">a</a></p>',
    )
    expect(clean).not.toMatch(/script|onclick|javascript:/i)
    expect(clean).toContain('Hoi')
  })

  it('renames ids and names so CMS markup cannot shadow globals', () => {
    const { container } = render(
      <SafeHtml html={'<div id="dataLayer">x</div><img name="location" src="/a.png" alt="">'} />,
    )
    expect(container.querySelector('#dataLayer')).toBeNull()
    expect(container.querySelector('[name="location"]')).toBeNull()
    expect((window as unknown as Record<string, unknown>).dataLayer).not.toBeInstanceOf(HTMLElement)
  })
})
