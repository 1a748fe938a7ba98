// Image URLs: the name is encoded and only allow-listed raster extensions are appended.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { heroResponsive, imageSources, imageUrl, preloadImage } from './images'

describe('imageUrl', () => {
  it('builds the image service URL with an allowed extension', () => {
    expect(imageUrl('hond voer', '.jpg', 184, 134)).toBe('/api/images/hond%20voer.jpg?w=184&h=134')
    expect(imageUrl('kat', 'PNG', 44, 48)).toBe('/api/images/kat.png?w=44&h=48')
  })

  it.each(['.svg', '.html', '.jpg/../../api/aspos/customer', '.js', '.jpg?x=1', 'svg+xml'])(
    'leaves the extension %j off',
    (extension) => expect(imageUrl('kat', extension, 44, 48)).toBe('/api/images/kat?w=44&h=48'),
  )
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
