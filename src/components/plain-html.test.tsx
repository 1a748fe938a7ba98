// Plain CMS markup is read into React elements without DOMPurify: for every input it accepts, the
// DOM must be exactly what DOMPurify's path gives; everything else must be refused (null).
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { plainHtml } from './plain-html'
import { sanitizeHtml } from './sanitize'

function rendered(html: string, linkPhoneNumbers = false): string | null {
  const nodes = plainHtml(html, { linkPhoneNumbers })
  if (!nodes) return null
  return render(<div>{nodes}</div>).container.firstElementChild!.innerHTML
}

const plain = [
  '<p>Dier & Ruiter is een Nederlandse winkelketen met 12 winkels.</p><p>Bestel online.</p>',
  '<h2>Verzenden</h2><p>Verzending kost € 4,95; vanaf € 39,95 is het gratis.</p>',
  '<p>Met de klantenkaart:</p><h2>Zo werkt het</h2><ul><li>Word gratis lid</li><li>Spaar <b>punten</b></li></ul>',
  '<p><strong>Klantenservice 088 123 45 67</strong></p><p>Maandag t/m vrijdag 08:30 – 20:00<br>Zaterdag<br/>zondag<br /></p>',
  '<p><a href="mailto:klantenservice@dierenruiter.nl">klantenservice@dierenruiter.nl</a></p>',
  '<p>Bekijk de <a href="/klantenservice/verzenden">verzendkosten</a> of <a href="https://example.com/x?a=1">dit</a>.</p>',
  '<blockquote><p>Top <em>advies</em>!</p></blockquote><ol>\n<li><p>een</p></li>\n</ol>',
  'Alleen tekst &amp; &lt;geen&gt; &quot;tags&quot; &#39;hier&#39;&nbsp;zo',
  '',
]

describe('plainHtml', () => {
  it.each(plain)('gives the DOM that DOMPurify gives: %s', (html) => {
    const expected = document.createElement('div')
    expected.innerHTML = sanitizeHtml(html)
    expect(rendered(html)).toBe(expected.innerHTML)
  })

  it('links phone numbers outside links exactly as the sanitiser path does', () => {
    const html =
      '<p><strong>Klantenservice 088 123 45 67</strong> of 030-123 4567, postcode 3511 AA</p><p><a href="/contact">088 123 45 67</a></p>'
    const expected = document.createElement('div')
    expected.innerHTML = sanitizeHtml(html, { linkPhoneNumbers: true })
    expect(rendered(html, true)).toBe(expected.innerHTML)
    expect(rendered(html, true)).toContain('href="tel:+31301234567"')
  })

  it.each([
    ['a script', '<p>Hoi<script>alert(1)</script></p>'],
    ['an event handler', '<p onclick="x()">Hoi</p>'],
    ['any other attribute', '<p class="lead">Hoi</p>'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>'],
    ['a protocol-relative link', '<a href="//evil.example/x">x</a>'],
    ['a link with more attributes', '<a href="/x" target="_blank">x</a>'],
    ['a link with an entity in its address', '<a href="/x?a=1&amp;b=2">x</a>'],
    ['a link in a link', '<a href="/x"><a href="/y">y</a></a>'],
    ['an image', '<p><img src="/a.png"></p>'],
    ['a list in a paragraph', '<p>Lijst<ul><li>a</li></ul></p>'],
    ['a paragraph in bold', '<strong><p>x</p></strong>'],
    ['a list item outside a list', '<li>x</li>'],
    ['text directly in a list', '<ul>x<li>a</li></ul>'],
    ['a tag left open', '<p>Hoi'],
    ['a stray closing tag', 'Hoi</p>'],
    ['crossed tags', '<p><strong>Hoi</p></strong>'],
    ['an upper-case tag', '<P>Hoi</P>'],
    ['an unknown character reference', '<p>&copy; 2026</p>'],
    ['a reference without semicolon', '<p>&copy 2026</p>'],
    ['a comment', '<p>Hoi<!-- x --></p>'],
    ['a prototype name as reference', '<p>&constructor;</p>'],
  ])('refuses %s', (_, html) => {
    expect(plainHtml(html)).toBeNull()
  })
})
