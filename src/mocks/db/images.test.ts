// Placeholder image generator: valid, deterministic, clamped and escaped SVG.
import { describe, it, expect } from 'vitest'
import { humaniseImageName, renderImageSvg } from './images'

const parse = (svg: string) => new DOMParser().parseFromString(svg, 'image/svg+xml')

describe('renderImageSvg', () => {
  it('renders a valid, deterministic svg with size attributes', () => {
    const svg = renderImageSvg('royal-canin-medium-adult-15-kg-1', 359, 477)
    expect(svg).toBe(renderImageSvg('royal-canin-medium-adult-15-kg-1', 359, 477))
    const doc = parse(svg)
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0)
    const root = doc.documentElement
    expect(root.tagName).toBe('svg')
    expect(root.getAttribute('width')).toBe('359')
    expect(root.getAttribute('height')).toBe('477')
    expect(root.getAttribute('viewBox')).toBe('0 0 359 477')
    expect(svg).toContain('Royal canin medium adult 15 kg')
    expect(svg).not.toMatch(/href=|url\(/)
  })

  it('gives different names different colours', () => {
    const fillOf = (svg: string) => /<rect width="\d+" height="\d+" fill="([^"]+)"/.exec(svg)?.[1]
    expect(fillOf(renderImageSvg('a-hond', 100, 100))).not.toBe(
      fillOf(renderImageSvg('een-kat', 100, 100)),
    )
  })

  it('clamps sizes to 16..2000', () => {
    const small = parse(renderImageSvg('x', 1, -5)).documentElement
    expect(small.getAttribute('width')).toBe('16')
    expect(small.getAttribute('height')).toBe('16')
    const big = parse(renderImageSvg('x', 99999, 2500)).documentElement
    expect(big.getAttribute('width')).toBe('2000')
    expect(big.getAttribute('height')).toBe('2000')
    const nan = parse(renderImageSvg('x', Number.NaN, 44)).documentElement
    expect(Number(nan.getAttribute('width'))).toBeGreaterThanOrEqual(16)
  })

  it('escapes markup in the name', () => {
    const svg = renderImageSvg('<script>&"tom\'s"', 400, 300)
    expect(svg).not.toContain('<script>')
    expect(svg).toContain('&lt;script&gt;')
    expect(svg).toContain('&amp;')
    expect(svg).toContain('&quot;')
    const doc = parse(svg)
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0)
    expect(doc.getElementsByTagName('script')).toHaveLength(0)
  })

  it('truncates long labels and leaves them out on tiny images', () => {
    const long = renderImageSvg(
      'dier-en-ruiter-select-dier-en-ruiter-select-veiligheidstuig-reflecterend-maat-l',
      184,
      134,
    )
    expect(long).toContain('...</text>')
    expect(renderImageSvg('kong-classic', 44, 48)).not.toContain('<text')
  })
})

describe('humaniseImageName', () => {
  it('turns slugs into a label', () => {
    expect(humaniseImageName('logo-royal-canin')).toBe('Royal canin')
    expect(humaniseImageName('cadeaukaart-25-1')).toBe('Cadeaukaart 25')
  })
})
