// The stores' Leaflet map, lazily: the map module (and with it Leaflet) loads only on the store pages.
import { lazy } from 'react'

export const StoreMap = lazy(() =>
  import('@/features/content/components/store-map').then((m) => ({ default: m.StoreMap })),
)
