// Image URLs: the name and extension are kept as the content gives them, each segment encoded.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { heroResponsive, imageSources, imageUrl, preloadImage } from './images'

describe('imageUrl', () => {
  it('keeps the name and the extension as given, case included, URL-encoded', () => {
    expect(imageUrl('hond voer', '.jpg', 184, 134)).toBe('/api/images/hond%20voer.jpg?w=184&h=134')
    expect(imageUrl('Kat', 'PNG', 44, 48)).toBe('/api/images/Kat.PNG?w=44&h=48')
    expect(imageUrl('Zadel', '.JPG', 44, 48)).toBe('/api/images/Zadel.JPG?w=44&h=48')
    expect(imageUrl('logo', '.svg', 44, 48)).toBe('/api/images/logo.svg?w=44&h=48')
    expect(imageUrl('poster', '.tiff', 44, 48)).toBe('/api/images/poster.tiff?w=44&h=48')
    expect(imageUrl('kat', '', 44, 48)).toBe('/api/images/kat?w=44&h=48')
    expect(imageUrl('crème & co #1?', '.webp', 1, 1)).toBe(
      '/api/images/cr%C3%A8me%20%26%20co%20%231%3F.webp?w=1&h=1',
    )
  })

  it('encodes each segment of a name in a folder, and leaves climbing segments out', () => {
    expect(imageUrl('Merken/Royal Canin', '.png', 1, 1)).toBe(
      '/api/images/Merken/Royal%20Canin.png?w=1&h=1',
    )
    expect(imageUrl('../../api/aspos/customer', '', 1, 1)).toBe(
      '/api/images/api/aspos/customer?w=1&h=1',
    )
    expect(imageUrl('kat', '.jpg/../../api/aspos/customer', 1, 1)).toBe(
      '/api/images/kat.jpg%2F..%2F..%2Fapi%2Faspos%2Fcustomer?w=1&h=1',
    )
  })

  it('gives back any name and extension unchanged, and never leaves /api/images/', () => {
    const segment = fc
      .string({ minLength: 1 })
      .filter((s) => !s.includes('/') && s !== '.' && s !== '..')
    fc.assert(
      fc.property(
        fc.array(segment, { minLength: 1, maxLength: 3 }),
        fc.string().filter((s) => !s.startsWith('.')),
        (segments, extension) => {
          const url = imageUrl(segments.join('/'), extension, 10, 20)
          const parsed = new URL(url, 'https://shop.example')
          expect(parsed.pathname.startsWith('/api/images/')).toBe(true)
          expect(parsed.search).toBe('?w=10&h=20')
          const path = parsed.pathname.slice('/api/images/'.length)
          const parts = path.split('/').map(decodeURIComponent)
          const expected = segments.slice()
          expected[expected.length - 1] += extension ? `.${extension}` : ''
          expect(parts).toEqual(expected)
        },
      ),
    )
  })
})

describe('imageSources', () => {
  it('gives 1x and 2x candidates by default', () => {
    expect(imageSources('kat', 'jpg', 184, 134)).toEqual({
      src: '/api/images/kat.jpg?w=184&h=134',
      srcSet: '/api/images/kat.jpg?w=368&h=268 2x',
    })
  })

  it('gives one candidate per width, same aspect ratio, with the sizes of the layout', () => {
    const { srcSet, sizes } = imageSources('hero', 'jpg', 1320, 440, heroResponsive)
    expect(srcSet).toBe(
      '/api/images/hero.jpg?w=660&h=220 660w, /api/images/hero.jpg?w=1320&h=440 1320w, /api/images/hero.jpg?w=2640&h=880 2640w',
    )
    expect(sizes).toBe(heroResponsive.sizes)
  })
})

describe('preloadImage', () => {
  // The test files share one document (isolate: false): a page rendered by another file may have
  // left its own preloads in the head, so start from none as well as leaving none.
  const clearPreloads = () =>
    document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove())
  beforeEach(clearPreloads)
  afterEach(clearPreloads)

  it('adds one high-priority preload with the img’s own srcset and sizes', () => {
    const sources = imageSources('hero', 'jpg', 1320, 440, heroResponsive)
    preloadImage(sources)
    preloadImage(sources)
    const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')
    expect(links).toHaveLength(1)
    expect(links[0]!.getAttribute('href')).toBe(sources.src)
    expect(links[0]!.getAttribute('imagesrcset')).toBe(sources.srcSet)
    expect(links[0]!.getAttribute('imagesizes')).toBe(sources.sizes)
    expect(links[0]!.getAttribute('fetchpriority')).toBe('high')
  })
})
