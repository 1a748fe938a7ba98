// A product's gallery images: their paths without a size, and the sized URL of each use (the page's
// detail image and thumbnails, the full-screen viewer, the page's metadata).
import { imageUrl } from '@/lib/images'

export interface GalleryImage {
  /** The image path without size, e.g. /api/images/name.jpg. */
  src: string
  key: string
}

/** Adds the size the image service should render (w and h). */
export function sizedUrl(src: string, width: number, height: number): string {
  return `${src}${src.includes('?') ? '&' : '?'}w=${width}&h=${height}`
}

export function galleryFromProduct(images: { name: string; extension: string }[]): GalleryImage[] {
  // The image service URL without its size parameters; sizedUrl adds them per use.
  return images.map((i) => ({
    key: `${i.name}${i.extension}`,
    src: imageUrl(i.name, i.extension, 1, 1).split('?')[0]!,
  }))
}
