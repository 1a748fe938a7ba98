// The stores' Leaflet map, lazily: the map module (and with it Leaflet) loads only on the store pages.
import { lazy } from 'react'
import { importWhenOnline } from '@/lib/import-when-online'

export const StoreMap = lazy(() =>
  importWhenOnline(() => import('@/features/content/components/store-map')).then((m) => ({
    default: m.StoreMap,
  })),
)
