// Typed access to the build-time environment (import.meta.env), validated once with zod.
import * as z from 'zod'

const envSchema = z.object({
  VITE_API_BASE_URL: z.string().default(''),
  VITE_ENABLE_MOCKS: z
    .string()
    .default('true')
    .transform((value) => value !== 'false'),
  VITE_SEARCH_API_KEY: z.string().default(''),
  VITE_SITE_URL: z.string().default('https://www.dierenruiter.nl'),
  VITE_MAP_TILE_URL: z.string().default('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'),
})

const parsed = envSchema.safeParse(import.meta.env)

export const env = {
  ...(parsed.success ? parsed.data : envSchema.parse({})),
  DEV: import.meta.env.DEV,
  PROD: import.meta.env.PROD,
  MODE: import.meta.env.MODE,
}

/** The chain's defaults for page metadata when the content has none. */
export const siteDefaults = {
  name: 'Dier & Ruiter',
  title: 'Dier & Ruiter | Dierenspeciaalzaak en ruitersport',
  description:
    'Dier & Ruiter: alles voor je huisdier, paard en ruiter, verf en tuin. Gratis verzending vanaf € 39,95.',
  keywords: 'dierenwinkel, hondenvoer, kattenvoer, paardensport, ruitersport, verf, tuin',
} as const
