// Image URLs of the image service: /api/images/{name}{ext}?w=&h=, and the spec's standard sizes.
export const imageSizes = {
  thumb: { width: 44, height: 48 },
  list: { width: 184, height: 134 },
  detail: { width: 359, height: 477 },
} as const

export type ImageSize = keyof typeof imageSizes

/**
 * Raster formats the shop shows. Anything else from the service ('.svg', '.html', '.jpg/../x') is
 * left off, so an image URL never points at a document or a path of the service's choosing.
 */
const imageExtensions = ['.jpg', '.jpeg', '.png', '.webp', '.gif', '.avif'] as const

function safeImageExtension(extension: string): string {
  const ext = (extension.startsWith('.') ? extension : `.${extension}`).toLowerCase()
  return (imageExtensions as readonly string[]).includes(ext) ? ext : ''
}

/** The page hero's image (Hero block or first main banner): the full container width, 3:1. */
export const heroImageSize = { width: 1320, height: 440 } as const
/**
 * The hero is as wide as the container (its max widths minus the gutter), so a phone gets an image
 * of about its own width in device pixels instead of the desktop's 2x one.
 */
export const heroResponsive = {
  widths: [660, 1320, 2640],
  sizes:
    '(min-width: 1400px) 1296px, (min-width: 1200px) 1116px, (min-width: 992px) 936px, (min-width: 768px) 696px, (min-width: 576px) 516px, calc(100vw - 24px)',
} as const
/** A banner card's image (main banners, page extras). */
export const bannerCardImageSize = { width: 416, height: 208 } as const

export function imageUrl(name: string, extension: string, width: number, height: number): string {
  const ext = extension ? safeImageExtension(extension) : ''
  return `/api/images/${encodeURIComponent(name)}${ext}?w=${width}&h=${height}`
}

export interface ImageSources {
  src: string
  srcSet: string
  sizes?: string
}

/**
 * The src and srcset of an image shown at width x height CSS pixels: 1x and 2x screens, or, with
 * `responsive`, one candidate per width (same aspect ratio) and the sizes the layout gives it.
 */
export function imageSources(
  name: string,
  extension: string,
  width: number,
  height: number,
  responsive?: { widths: readonly number[]; sizes: string },
): ImageSources {
  const src = imageUrl(name, extension, width, height)
  if (!responsive) return { src, srcSet: `${imageUrl(name, extension, width * 2, height * 2)} 2x` }
  const srcSet = responsive.widths
    .map((w) => `${imageUrl(name, extension, w, Math.round((w * height) / width))} ${w}w`)
    .join(', ')
  return { src, srcSet, sizes: responsive.sizes }
}

/**
 * Lets the browser fetch an image before the code that renders it has arrived: a preload link with
 * the same src and srcset as the <img> (so the image is fetched once) and high priority. For the
 * largest image of a first page (LCP), started as soon as its data is known.
 */
export function preloadImage({ src, srcSet, sizes }: ImageSources): void {
  if (typeof document === 'undefined') return
  for (const existing of document.head.querySelectorAll<HTMLLinkElement>(
    'link[rel="preload"][as="image"]',
  )) {
    if (existing.getAttribute('href') === src) return
  }
  const link = document.createElement('link')
  link.setAttribute('rel', 'preload')
  link.setAttribute('as', 'image')
  link.setAttribute('href', src)
  link.setAttribute('imagesrcset', srcSet)
  if (sizes) link.setAttribute('imagesizes', sizes)
  link.setAttribute('fetchpriority', 'high')
  document.head.append(link)
}
