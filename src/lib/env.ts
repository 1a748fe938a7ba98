// Typed access to the build-time environment (import.meta.env), validated once with zod, on first use. zod/mini:
// this module is on the home page's initial path, where classic zod costs bytes and start-up time.
import * as z from 'zod/mini'
import { lazy } from './lazy'
import { site } from '@/config/site'

export { site }

const envSchema = () =>
  z.object({
    VITE_API_BASE_URL: z._default(z.string(), ''),
    VITE_ENABLE_MOCKS: z.pipe(
      z._default(z.string(), 'true'),
      z.transform((value) => value !== 'false'),
    ),
    VITE_SEARCH_API_KEY: z._default(z.string(), ''),
    VITE_SITE_URL: z._default(z.string(), ''),
    VITE_MAP_TILE_URL: z._default(z.string(), 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  })

// Read on the first use of a value (the first request's base URL), not as the entry loads.
const values = lazy(() => {
  const schema = envSchema()
  const parsed = schema.safeParse(import.meta.env)
  return parsed.success ? parsed.data : schema.parse({})
})

export const env = {
  get VITE_API_BASE_URL(): string {
    return values().VITE_API_BASE_URL
  },
  get VITE_ENABLE_MOCKS(): boolean {
    return values().VITE_ENABLE_MOCKS
  },
  get VITE_SEARCH_API_KEY(): string {
    return values().VITE_SEARCH_API_KEY
  },
  get VITE_MAP_TILE_URL(): string {
    return values().VITE_MAP_TILE_URL
  },
  VITE_SITE_URL: site.url,
  DEV: import.meta.env.DEV,
  PROD: import.meta.env.PROD,
  MODE: import.meta.env.MODE,
}

/** The chain's defaults for page metadata when the content has none. */
export const siteDefaults = {
  name: site.name,
  title: `${site.name} | Dierenspeciaalzaak en ruitersport`,
  description: `${site.name}: alles voor je huisdier, paard en ruiter, verf en tuin. Gratis verzending vanaf € 39,95.`,
  keywords: 'dierenspeciaalzaak, hondenvoer, kattenvoer, paardensport, ruitersport, verf, tuin',
} as const
