// An image from the image service, always with width and height (no layout shift), lazy by default.
import { imageSizes, imageSources, type ImageSize } from '@/lib/images'

interface ApiImageProps {
  name: string
  extension?: string
  alt: string
  size?: ImageSize
  width?: number
  height?: number
  /** true for the largest image above the fold (LCP): loads eagerly with high priority. */
  priority?: boolean
  /** Candidate widths and the layout's sizes, for an image as wide as the page (the hero). */
  responsive?: { widths: readonly number[]; sizes: string }
  className?: string
}

export function ApiImage({
  name,
  extension = '',
  alt,
  size,
  width,
  height,
  priority,
  responsive,
  className,
}: ApiImageProps) {
  const w = width ?? (size ? imageSizes[size].width : 200)
  const h = height ?? (size ? imageSizes[size].height : 200)
  const { src, srcSet, sizes } = imageSources(name, extension, w, h, responsive)
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      width={w}
      height={h}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  )
}
