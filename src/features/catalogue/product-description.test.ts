import { describe, expect, it } from 'vitest'
import { withoutRepeatedLead } from './product-description'

describe('withoutRepeatedLead', () => {
  const short = 'Droogvoer voor volwassen honden.'

  it('drops the short description where the long one opens with it', () => {
    expect(withoutRepeatedLead(`<p>${short} Geef het in twee maaltijden.</p>`, short)).toBe(
      '<p>Geef het in twee maaltijden.</p>',
    )
    expect(withoutRepeatedLead(`${short} Geef het in twee maaltijden.`, short)).toBe(
      'Geef het in twee maaltijden.',
    )
  })

  it('drops a paragraph that held only the short description', () => {
    expect(withoutRepeatedLead(`<p>${short}</p><ul><li>Compleet</li></ul>`, short)).toBe(
      '<ul><li>Compleet</li></ul>',
    )
  })

  it('finds the short description in its HTML form', () => {
    expect(withoutRepeatedLead('<p>Kip &amp; rijst. Meer.</p>', 'Kip & rijst.')).toBe(
      '<p>Meer.</p>',
    )
  })

  it('leaves a long description alone that does not repeat it', () => {
    const html = '<p>Geef het in twee maaltijden.</p>'
    expect(withoutRepeatedLead(html, short)).toBe(html)
    expect(withoutRepeatedLead('<p>Droogvoerbak van RVS.</p>', 'Droogvoer')).toBe(
      '<p>Droogvoerbak van RVS.</p>',
    )
    expect(withoutRepeatedLead(html, '')).toBe(html)
  })
})
