// Unit tests of the colour picker's palette derivation.
import { describe, expect, it } from 'vitest'
import type { ProductColor } from '@/api/aspos/products'
import { colourPalette, productsInColour, resolveChoice } from './colour-palette'

const c = (code: string, name: string, family: string): ProductColor => ({
  code,
  name,
  family,
  hex: '#000000',
})
const products = [
  { id: 1, colors: [c('B1', 'Petrol', 'Blauw'), c('W1', 'Kalkwit', 'Wit')] },
  { id: 2, colors: [c('B2', 'Delfts blauw', 'Blauw'), c('B1', 'Petrol', 'Blauw')] },
]

describe('colour palette', () => {
  it('collects each shade once, grouped by family, both A–Z', () => {
    expect(colourPalette(products).map((f) => [f.name, f.shades.map((s) => s.code)])).toEqual([
      ['Blauw', ['B2', 'B1']],
      ['Wit', ['W1']],
    ])
  })

  it('finds the products that come in a shade', () => {
    expect(productsInColour(products, 'B1').map((p) => p.id)).toEqual([1, 2])
    expect(productsInColour(products, 'W1').map((p) => p.id)).toEqual([1])
    expect(productsInColour(products, 'X')).toEqual([])
  })

  it('resolves the choice from the URL, with sensible fallbacks', () => {
    const palette = colourPalette(products)
    expect(resolveChoice(palette, 'Wit', null).shade?.code).toBe('W1')
    expect(resolveChoice(palette, null, 'B1')).toMatchObject({
      family: { name: 'Blauw' },
      shade: { code: 'B1' },
    })
    expect(resolveChoice(palette, 'Paars', 'nope').shade?.code).toBe('B2')
    expect(resolveChoice([], null, null)).toEqual({ family: null, shade: null })
  })
})
