import { describe, expect, it } from 'vitest'
import { hyphenate, SOFT_HYPHEN } from './hyphenate'

const shown = (text: string) => hyphenate(text).replaceAll(SOFT_HYPHEN, '-')

describe('hyphenate', () => {
  it('breaks long Dutch compounds between their syllables', () => {
    expect(shown('Winterrijhandschoenen')).toBe('Win-ter-rij-hand-schoe-nen')
    expect(shown('Kattenbakvulling')).toBe('Kat-ten-bak-vul-ling')
    expect(shown('Zonnebloempitten')).toBe('Zon-ne-bloem-pit-ten')
    expect(shown('Gebitsverzorging')).toBe('Gebits-ver-zor-ging')
    expect(shown('Paardenliniment')).toBe('Paar-den-li-ni-ment')
    expect(shown('Orthopedisch')).toBe('Ortho-pe-disch')
    expect(shown('Lichtgevende')).toBe('Licht-ge-vende')
  })

  it('leaves short words, numbers and the rest of the text as they are', () => {
    expect(hyphenate('Kong Classic 12 x 85 gram')).toBe('Kong Classic 12 x 85 gram')
    expect(shown('Kentucky Horsewear Winterrijhandschoenen maat L')).toBe(
      'Kentucky Horsewear Win-ter-rij-hand-schoe-nen maat L',
    )
  })

  it('keeps at least three letters on each side of a break', () => {
    for (const word of ['Hondenkussen', 'Aquariumgrind', 'Elektrolyten', 'Hygiënische']) {
      const pieces = hyphenate(word).split(SOFT_HYPHEN)
      expect(pieces.join('')).toBe(word)
      expect(pieces[0]!.length).toBeGreaterThanOrEqual(3)
      expect(pieces.at(-1)!.length).toBeGreaterThanOrEqual(3)
    }
  })
})
