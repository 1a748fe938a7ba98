// Image URLs of the image service: /api/images/{name}{ext}?w=&h=, and the spec's standard sizes.
// The name and extension are kept as the content gives them (case included), only URL-encoded.
export const imageSizes = {
  thumb: { width: 44, height: 48 },
  list: { width: 184, height: 134 },
  detail: { width: 359, height: 477 },
} as const

export type ImageSize = keyof typeof imageSizes

/**
 * The file name as the content gives it, each path segment URL-encoded: a case-sensitive image
 * server finds 'Kat Voer/Brokjes.JPG' only under exactly that name. Segments that would climb or
 * stand still ('..', '.', empty) are left out, so the URL stays below /api/images/.
 */
function encodedName(name: string): string {
  return name
    .split('/')
    .filter((segment) => segment !== '' && segment !== '.' && segment !== '..')
    .map(encodeURIComponent)
    .join('/')
}

/** The extension as given ('JPG' and '.JPG' both give '.JPG'), encoded: it never adds a segment. */
function encodedExtension(extension: string): string {
  const bare = extension.startsWith('.') ? extension.slice(1) : extension
  return bare === '' ? '' : `.${encodeURIComponent(bare)}`
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
  return `/api/images/${encodedName(name)}${encodedExtension(extension)}?w=${width}&h=${height}`
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
