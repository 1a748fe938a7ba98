// The product page's images: one large detail image (359x477, loaded first for LCP) and thumbnail
// buttons (44x48) to switch it. Images come from the image list call (CMSUrl + w/h), or from the
// product itself until that answers.
import { useState, type ReactNode } from 'react'
import { imageSizes, imageUrl } from '@/lib/images'
import { catalogue } from '@/messages/nl/catalogue'

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

export function ProductGallery({
  images,
  title,
  overlay,
}: {
  images: GalleryImage[]
  title: string
  overlay?: ReactNode
}) {
  const [index, setIndex] = useState(0)
  const t = catalogue.product
  const { width, height } = imageSizes.detail
  const thumb = imageSizes.thumb
  const current = images[Math.min(index, images.length - 1)]
  return (
    <section className="product-gallery" aria-label={t.gallery}>
      <div className="product-gallery-main text-center">
        <div className="position-relative d-inline-block">
          {current ? (
            <img
              src={sizedUrl(current.src, width, height)}
              srcSet={`${sizedUrl(current.src, width * 2, height * 2)} 2x`}
              width={width}
              height={height}
              alt={t.image(title, index + 1)}
              fetchPriority="high"
              loading="eager"
              decoding="async"
              className="img-fluid"
            />
          ) : (
            <span
              className="product-gallery-placeholder d-inline-block"
              style={{ width, height }}
            />
          )}
          {overlay}
        </div>
      </div>
      {images.length > 1 && (
        <ul className="list-unstyled d-flex flex-wrap gap-2 mt-2 mb-0 justify-content-center product-gallery-thumbs">
          {images.map((image, i) => (
            <li key={image.key}>
              <button
                type="button"
                className={`btn p-0 product-thumb${i === index ? ' active' : ''}`}
                aria-label={t.showImage(i + 1, images.length)}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
              >
                <img
                  src={sizedUrl(image.src, thumb.width, thumb.height)}
                  width={thumb.width}
                  height={thumb.height}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
