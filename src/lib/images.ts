// Image URLs of the image service: /api/images/{name}{ext}?w=&h=, and the spec's standard sizes.
export const imageSizes = {
  thumb: { width: 44, height: 48 },
  list: { width: 184, height: 134 },
  detail: { width: 359, height: 477 },
} as const

export type ImageSize = keyof typeof imageSizes

/** The page hero's image (Hero block or first main banner): the full container width, 3:1. */
export const heroImageSize = { width: 1320, height: 440 } as const
/** A banner card's image (main banners, page extras). */
export const bannerCardImageSize = { width: 416, height: 208 } as const

export function imageUrl(name: string, extension: string, width: number, height: number): string {
  const ext = extension ? (extension.startsWith('.') ? extension : `.${extension}`) : ''
  return `/api/images/${encodeURIComponent(name)}${ext}?w=${width}&h=${height}`
}

/** The src and srcset of an image shown at width x height CSS pixels (1x and 2x screens). */
export function imageSources(name: string, extension: string, width: number, height: number) {
  return {
    src: imageUrl(name, extension, width, height),
    srcSet: `${imageUrl(name, extension, width * 2, height * 2)} 2x`,
  }
}

/**
 * Lets the browser fetch an image before the code that renders it has arrived: a preload link with
 * the same src and srcset as the <img> (so the image is fetched once) and high priority. For the
 * largest image of a first page (LCP), started as soon as its data is known.
 */
export function preloadImage({ src, srcSet }: { src: string; srcSet: string }): void {
  if (typeof document === 'undefined') return
  for (const existing of document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')) {
    if (existing.getAttribute('href') === src) return
  }
  const link = document.createElement('link')
  link.rel = 'preload'
  link.as = 'image'
  link.href = src
  link.imageSrcset = srcSet
  link.fetchPriority = 'high'
  document.head.append(link)
}
