import { afterEach, describe, expect, it } from 'vitest'
import { heroResponsive, imageSources, preloadImage } from './images'

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
  afterEach(() => document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove()))

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
