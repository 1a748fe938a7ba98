// The product gallery's full-screen viewer, loaded when a shopper first opens it: one image as large
// as the screen allows, 'Afbeelding 2 van 3' (announced), previous and next, zoom, and the
// thumbnails with the current one marked. On a phone a swipe goes to the next or previous image and
// a pinch (or a double tap) zooms, a drag then moves the zoomed image; on a desktop the arrow keys
// go through the images and + and − zoom. A modal <dialog> (components/modal.tsx): the focus stays
// inside, Escape closes, and the focus goes back to the image that opened it.
import '@/styles/features/full-screen-modal.scss'
import '@/styles/features/gallery-viewer.scss'
import { useEffect, useRef, useState, type PointerEvent } from 'react'
import { Modal } from '@/components/modal'
import { catalogue } from '@/messages/nl/catalogue'
import { imageSizes } from '@/lib/images'
import { sizedUrl, type GalleryImage } from '../gallery-images'

const t = catalogue.product

const MAX_ZOOM = 4
const DOUBLE_TAP_ZOOM = 2.5
/** A horizontal move this long (px) at no zoom is a swipe to the next or previous image. */
const SWIPE = 50
const DOUBLE_TAP_MS = 300

/** The viewer's image: the detail image's shape, as large as a big screen needs. */
const VIEW_WIDTH = 800
const VIEW_HEIGHT = Math.round((VIEW_WIDTH * imageSizes.detail.height) / imageSizes.detail.width)

interface GalleryViewerProps {
  open: boolean
  images: GalleryImage[]
  title: string
  index: number
  onIndex: (index: number) => void
  onClose: () => void
}

interface View {
  scale: number
  x: number
  y: number
}

const unzoomed: View = { scale: 1, x: 0, y: 0 }
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

export function GalleryViewer({
  open,
  images,
  title,
  index,
  onIndex,
  onClose,
}: GalleryViewerProps) {
  const count = images.length
  const current = images[index]
  const [view, setView] = useState<View>(unzoomed)
  const stage = useRef<HTMLDivElement>(null)
  // The pointers on the image now, and where the gesture started.
  const pointers = useRef(new Map<number, { x: number; y: number }>())
  const start = useRef({ distance: 0, view: unzoomed, x: 0, y: 0 })
  const lastTap = useRef({ time: 0, x: 0, y: 0 })

  const go = (next: number) => {
    if (count < 2) return
    setView(unzoomed)
    onIndex((next + count) % count)
  }
  /** A zoom kept inside the image: it never drifts off the stage. */
  const settle = (next: View): View => {
    const scale = clamp(next.scale, 1, MAX_ZOOM)
    const box = stage.current?.getBoundingClientRect()
    const maxX = box ? ((scale - 1) * box.width) / 2 : 0
    const maxY = box ? ((scale - 1) * box.height) / 2 : 0
    return scale === 1
      ? unzoomed
      : { scale, x: clamp(next.x, -maxX, maxX), y: clamp(next.y, -maxY, maxY) }
  }
  const zoomBy = (factor: number) => setView((v) => settle({ ...v, scale: v.scale * factor }))
  const toggleZoom = () =>
    setView((v) => (v.scale > 1 ? unzoomed : settle({ ...v, scale: DOUBLE_TAP_ZOOM })))

  // The arrow keys and + and − wherever the focus is inside the viewer.
  const keys = useRef({ go, zoomBy, index })
  keys.current = { go, zoomBy, index }
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      const { go: goTo, zoomBy: zoom, index: at } = keys.current
      if (event.key === 'ArrowRight') goTo(at + 1)
      else if (event.key === 'ArrowLeft') goTo(at - 1)
      else if (event.key === '+' || event.key === '=') zoom(1.5)
      else if (event.key === '-') zoom(1 / 1.5)
      else return
      event.preventDefault()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  const distance = () => {
    const [a, b] = [...pointers.current.values()]
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0
  }
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    try {
      event.currentTarget.setPointerCapture(event.pointerId)
    } catch {
      // A pointer the browser no longer knows: the gesture works without the capture.
    }
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY })
    start.current = { distance: distance(), view, x: event.clientX, y: event.clientY }
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY })
    const from = start.current
    if (pointers.current.size === 2 && from.distance > 0) {
      // A pinch: the zoom follows the fingers' distance.
      setView(settle({ ...from.view, scale: (from.view.scale * distance()) / from.distance }))
    } else if (pointers.current.size === 1 && from.view.scale > 1) {
      // A drag moves the zoomed image.
      setView(
        settle({
          ...from.view,
          x: from.view.x + event.clientX - from.x,
          y: from.view.y + event.clientY - from.y,
        }),
      )
    }
  }
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const wasSingle = pointers.current.size === 1
    pointers.current.delete(event.pointerId)
    const from = start.current
    if (pointers.current.size === 1) {
      // One finger left after a pinch: a drag goes on from here.
      const [rest] = [...pointers.current.values()]
      start.current = { distance: 0, view, x: rest!.x, y: rest!.y }
      return
    }
    if (!wasSingle || from.view.scale > 1) return
    const dx = event.clientX - from.x
    const dy = event.clientY - from.y
    if (Math.abs(dx) > SWIPE && Math.abs(dx) > Math.abs(dy)) {
      go(dx < 0 ? index + 1 : index - 1)
      return
    }
    // A double tap zooms in, or back out.
    const now = event.timeStamp
    const tap = lastTap.current
    if (
      Math.abs(dx) < 10 &&
      now - tap.time < DOUBLE_TAP_MS &&
      Math.hypot(event.clientX - tap.x, event.clientY - tap.y) < 30
    ) {
      lastTap.current = { time: 0, x: 0, y: 0 }
      if (event.pointerType !== 'mouse') toggleZoom()
    } else lastTap.current = { time: now, x: event.clientX, y: event.clientY }
  }

  return (
    <Modal open={open} onClose={onClose} title={t.viewerTitle(title)} size="full">
      <div className="gallery-viewer">
        <p className="gallery-viewer-count mb-0" aria-live="polite" aria-atomic="true">
          {t.imageOf(index + 1, count)}
        </p>
        <p className="visually-hidden">{t.viewerHelp}</p>
        <div
          ref={stage}
          className="gallery-viewer-stage"
          data-zoomed={view.scale > 1 || undefined}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          // A mouse's double click zooms as a double tap does.
          onDoubleClick={toggleZoom}
        >
          {current && (
            <img
              key={current.key}
              src={sizedUrl(current.src, VIEW_WIDTH, VIEW_HEIGHT)}
              srcSet={`${sizedUrl(current.src, VIEW_WIDTH * 2, VIEW_HEIGHT * 2)} 2x`}
              width={VIEW_WIDTH}
              height={VIEW_HEIGHT}
              alt={catalogue.product.image(title, index + 1)}
              draggable={false}
              className="gallery-viewer-image"
              style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
            />
          )}
        </div>
        <div className="gallery-viewer-controls">
          {count > 1 && (
            <button
              type="button"
              className="btn btn-outline-secondary"
              aria-label={t.previousImage}
              onClick={() => go(index - 1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
          )}
          <button
            type="button"
            className="btn btn-outline-secondary"
            aria-label={t.zoomOut}
            disabled={view.scale <= 1}
            onClick={() => zoomBy(1 / 1.5)}
          >
            <span aria-hidden="true">−</span>
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary"
            aria-label={t.zoomIn}
            disabled={view.scale >= MAX_ZOOM}
            onClick={() => zoomBy(1.5)}
          >
            <span aria-hidden="true">+</span>
          </button>
          {count > 1 && (
            <button
              type="button"
              className="btn btn-outline-secondary"
              aria-label={t.nextImage}
              onClick={() => go(index + 1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          )}
        </div>
        {count > 1 && (
          <ul className="list-unstyled d-flex flex-wrap justify-content-center gap-2 mb-0 gallery-viewer-thumbs">
            {images.map((image, i) => (
              <li key={image.key}>
                <button
                  type="button"
                  className="btn p-0 product-thumb"
                  aria-label={t.showImage(i + 1, count)}
                  aria-current={i === index || undefined}
                  onClick={() => go(i)}
                >
                  <img
                    src={sizedUrl(image.src, imageSizes.thumb.width, imageSizes.thumb.height)}
                    width={imageSizes.thumb.width}
                    height={imageSizes.thumb.height}
                    alt=""
                    decoding="async"
                  />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  )
}
