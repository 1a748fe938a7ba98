// The store map: Leaflet with tiles from env.VITE_MAP_TILE_URL (OpenStreetMap by default), loaded
// only when this component mounts (dynamic import of leaflet and its CSS, so no other page pays for
// it). Markers are vector circles (no marker images to fetch). When tiles or Leaflet itself cannot
// load, a notice says so and the store list beside the map stays the way to find a store.
import { useEffect, useRef, useState } from 'react'
import type * as Leaflet from 'leaflet'
import type { Store } from '@/api/aspos/stores'
import { env } from '@/lib/env'
import { importWhenOnline } from '@/lib/import-when-online'
import { allowLibraryHtml } from '@/lib/trusted-types'
import { content as messages } from '@/messages/nl/content'

interface StoreMapProps {
  stores: readonly Store[]
  /** Centre on this store (store detail page). */
  selectedSlug?: string
  onSelect?: (store: Store) => void
}

type MapState = 'loading' | 'ready' | 'failed'

const NETHERLANDS: [number, number] = [52.2, 5.3]
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
const ZOOM_IN_HTML = '<span aria-hidden="true">+</span>'
const ZOOM_OUT_HTML = '<span aria-hidden="true">&#x2212;</span>'
// Trusted Types: Leaflet writes these constants (and an empty string when it clears a control)
// with innerHTML; the default policy lets exactly these through, nothing else. The attribution
// goes without Leaflet's prefix, whose markup is not ours to vouch for.
allowLibraryHtml('', ATTRIBUTION, ZOOM_IN_HTML, ZOOM_OUT_HTML)

/** Leaflet writes a string tooltip as HTML; a store name is text, so it goes in as a DOM node. */
function textNode(text: string): HTMLElement {
  const span = document.createElement('span')
  span.textContent = text
  return span
}

/**
 * Takes the map down so nothing of it runs later: the pan or fly animation stops, every listener
 * goes, and a zoom animation in flight ends now, while the panes still exist. Leaflet ends a zoom
 * on a 250 ms timer it never cancels; after `remove()` that timer reads the removed pane's
 * position and throws (`_leaflet_pos` of undefined).
 */
function disposeMap(map: Leaflet.Map): void {
  map.stop()
  map.off()
  const zoom = map as unknown as { _animatingZoom?: boolean; _onZoomTransitionEnd?: () => void }
  if (zoom._animatingZoom) zoom._onZoomTransitionEnd?.()
  map.remove()
}

export function StoreMap({ stores, selectedSlug, onSelect }: StoreMapProps) {
  const containerRef = useRef<HTMLDivElement>(null)
  const mapRef = useRef<{
    L: typeof Leaflet
    map: Leaflet.Map
    markers: Leaflet.LayerGroup
  } | null>(null)
  const onSelectRef = useRef(onSelect)
  onSelectRef.current = onSelect
  const [state, setState] = useState<MapState>('loading')
  const [tilesFailed, setTilesFailed] = useState(false)

  // Create the map once.
  useEffect(() => {
    let cancelled = false
    let map: Leaflet.Map | null = null
    Promise.all([
      importWhenOnline(() => import('leaflet')),
      importWhenOnline(() => import('leaflet/dist/leaflet.css')),
    ])
      .then(([module]) => {
        if (cancelled || !containerRef.current) return
        const L =
          (module as unknown as { default?: typeof Leaflet }).default ??
          (module as unknown as typeof Leaflet)
        map = L.map(containerRef.current, {
          zoomControl: false,
          attributionControl: false,
          scrollWheelZoom: false,
        }).setView(NETHERLANDS, 7)
        L.control.attribution({ prefix: false }).addTo(map)
        L.control
          .zoom({
            zoomInTitle: 'Inzoomen',
            zoomOutTitle: 'Uitzoomen',
            zoomInText: ZOOM_IN_HTML,
            zoomOutText: ZOOM_OUT_HTML,
          })
          .addTo(map)
        const tiles = L.tileLayer(env.VITE_MAP_TILE_URL, { attribution: ATTRIBUTION, maxZoom: 18 })
        tiles.on('tileerror', () => {
          if (!cancelled) setTilesFailed(true)
        })
        tiles.addTo(map)
        mapRef.current = { L, map, markers: L.layerGroup().addTo(map) }
        setState('ready')
      })
      .catch(() => {
        if (!cancelled) setState('failed')
      })
    return () => {
      cancelled = true
      mapRef.current = null
      if (map) disposeMap(map)
    }
  }, [])

  // Markers follow the (filtered) stores.
  useEffect(() => {
    const current = mapRef.current
    if (state !== 'ready' || !current) return
    const { L, map, markers } = current
    markers.clearLayers()
    const points: [number, number][] = []
    for (const store of stores) {
      const point: [number, number] = [store.latitude, store.longitude]
      points.push(point)
      const selected = store.slug === selectedSlug
      L.circleMarker(point, {
        radius: selected ? 11 : 8,
        color: '#ffffff',
        weight: 2,
        fillColor: selected ? '#c8102e' : '#0059b3',
        fillOpacity: 1,
      })
        .bindTooltip(textNode(store.name))
        .on('click', () => onSelectRef.current?.(store))
        .addTo(markers)
    }
    const selected = stores.find((s) => s.slug === selectedSlug)
    if (selected) map.setView([selected.latitude, selected.longitude], 13)
    else if (points.length === 1) map.setView(points[0]!, 12)
    else if (points.length > 1) map.fitBounds(L.latLngBounds(points), { padding: [24, 24] })
  }, [state, stores, selectedSlug])

  return (
    <div className="store-map-wrapper">
      <div
        ref={containerRef}
        className="store-map"
        role="region"
        aria-label={messages.stores.mapLabel}
      >
        {state === 'loading' && <p className="store-map-message">{messages.stores.mapLoading}</p>}
      </div>
      <p className="small text-body-secondary mt-1 mb-0" role="status" aria-live="polite">
        {state === 'failed' || tilesFailed
          ? selectedSlug && stores.length === 1
            ? messages.stores.mapUnavailableStore
            : messages.stores.mapUnavailable
          : ''}
      </p>
    </div>
  )
}
