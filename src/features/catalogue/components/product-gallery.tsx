// The product page's images: one large detail image (359x477, loaded first for LCP) and thumbnail
// buttons (44x48) to switch it, the current one marked. A tap on the large image opens it full
// screen (gallery-viewer.tsx, loaded when first asked for: swipe, pinch zoom, arrow keys). Images
// come from the image list call (CMSUrl + w/h), or from the product itself until that answers.
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { imageSizes } from '@/lib/images'
import { catalogue } from '@/messages/nl/catalogue'
import { sizedUrl, type GalleryImage } from '../gallery-images'

const loadViewer = () => import('./gallery-viewer')
const LazyGalleryViewer = lazy(() => loadViewer().then((m) => ({ default: m.GalleryViewer })))

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
  const [viewerOpen, setViewerOpen] = useState(false)
  const [viewerWanted, setViewerWanted] = useState(false)
  const t = catalogue.product
  const { width, height } = imageSizes.detail
  const thumb = imageSizes.thumb
  const current = images[Math.min(index, images.length - 1)]
  return (
    <section className="product-gallery" aria-label={t.gallery}>
      <div className="product-gallery-main text-center">
        <div className="position-relative d-inline-block">
          {current ? (
            <button
              type="button"
              className="btn p-0 border-0 product-gallery-enlarge"
              aria-label={t.enlarge(index + 1, images.length)}
              aria-haspopup="dialog"
              // The viewer's code comes in while the finger is still down.
              onPointerDown={() => void loadViewer()}
              onClick={(event) => {
                // The focus goes back here when the viewer closes (Safari does not focus a
                // clicked button by itself).
                event.currentTarget.focus()
                setViewerWanted(true)
                setViewerOpen(true)
              }}
            >
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
            </button>
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
                className="btn p-0 product-thumb"
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
      {viewerWanted && (
        <Suspense fallback={null}>
          <LazyGalleryViewer
            open={viewerOpen}
            images={images}
            title={title}
            index={Math.min(index, images.length - 1)}
            onIndex={setIndex}
            onClose={() => setViewerOpen(false)}
          />
        </Suspense>
      )}
    </section>
  )
}
