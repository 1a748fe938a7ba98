// Stores of the commerce service (a resource the spec leaves open; designed in docs/api.md): the
// wire contract (zod/mini), the mapper to our own Store, the store search both the client and the
// mock service use, the fetchers and the query factory.
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { request } from '../http'
import { ensureSuccess, envelopeSchema } from '../envelope'
import { postalFieldsOf, type PostalFields } from './addresses'
import { imageOf, imageRefDtoSchema, type ImageRef } from '../image-ref'
import type { OpeningHours } from '@/domain/store-hours'
import { openingHoursDtoSchema, openingHoursOf } from './store-hours'

// ---------------------------------------------------------------------------------------------
// Wire contract
// ---------------------------------------------------------------------------------------------

export const storeDtoSchema = z.object({
  Id: z.number(),
  Code: z.string(),
  Name: z.string(),
  UrlSlug: z.string(),
  CompanyName: z.string(),
  Street: z.string(),
  HouseNumber: z.string(),
  HouseNumberExtension: z.nullish(z.string()),
  PostalCode: z.string(),
  City: z.string(),
  LocationCode: z.nullish(z.string()),
  Phone: z.nullish(z.string()),
  Email: z.nullish(z.string()),
  Latitude: z.number(),
  Longitude: z.number(),
  OpeningHours: z.array(openingHoursDtoSchema()),
  Services: z.array(z.string()),
  IsPickupLocation: z.boolean(),
  Image: z.nullish(imageRefDtoSchema()),
  /** HTML: render through SafeHtml only. */
  Description: z.nullish(z.string()),
})
export type StoreDto = z.infer<typeof storeDtoSchema>

export const storeListResponseSchema = z.extend(envelopeSchema(), {
  Stores: z.array(storeDtoSchema),
})
const storeResponseSchema = z.extend(envelopeSchema(), { Store: storeDtoSchema })

// ---------------------------------------------------------------------------------------------
// Domain
// ---------------------------------------------------------------------------------------------

export type { ImageRef }

export interface Store extends PostalFields {
  id: number
  code: string
  name: string
  slug: string
  companyName: string
  phone: string
  email: string
  latitude: number
  longitude: number
  openingHours: OpeningHours[]
  services: string[]
  isPickupLocation: boolean
  image: ImageRef | null
  descriptionHtml: string
}

export function mapStore(dto: StoreDto): Store {
  return {
    id: dto.Id,
    code: dto.Code,
    name: dto.Name,
    slug: dto.UrlSlug,
    companyName: dto.CompanyName,
    ...postalFieldsOf(dto),
    phone: dto.Phone ?? '',
    email: dto.Email ?? '',
    latitude: dto.Latitude,
    longitude: dto.Longitude,
    openingHours: openingHoursOf(dto.OpeningHours),
    services: dto.Services,
    isPickupLocation: dto.IsPickupLocation,
    image: imageOf(dto.Image),
    descriptionHtml: dto.Description ?? '',
  }
}

const searchable = (value: string) =>
  value
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]/g, '')

/**
 * Store search by place, name or postcode: '1053 ED', '1053ed' and '1053' find that postcode; four
 * digits with no exact store also find the stores of the same postcode region (first two digits).
 * The client filters with it as the shopper types; the mock service answers ?q= with it.
 */
export function matchesStoreQuery(
  store: { name: string; city: string; postalCode: string },
  query: string,
): boolean {
  const q = searchable(query)
  if (!q) return true
  const postcode = searchable(store.postalCode)
  if (/^\d{4}/.test(q))
    return postcode.startsWith(q) || (q.length === 4 && postcode.startsWith(q.slice(0, 2)))
  return searchable(store.city).includes(q) || searchable(store.name).includes(q)
}

// ---------------------------------------------------------------------------------------------
// Fetchers and queries
// ---------------------------------------------------------------------------------------------

export async function fetchStores(query: string, signal?: AbortSignal): Promise<Store[]> {
  const answer = ensureSuccess(
    await request('/api/aspos/stores', {
      query: { q: query.trim() || undefined },
      schema: storeListResponseSchema,
      signal,
    }),
  )
  return answer.Stores.map(mapStore)
}

export async function fetchStore(slug: string, signal?: AbortSignal): Promise<Store> {
  const answer = ensureSuccess(
    await request(`/api/aspos/stores/${encodeURIComponent(slug)}`, {
      schema: storeResponseSchema,
      signal,
    }),
  )
  return mapStore(answer.Store)
}

const TEN_MINUTES = 10 * 60_000

export const storeQueries = {
  all: () => ['stores'] as const,
  list: (query = '') =>
    queryOptions({
      queryKey: [...storeQueries.all(), 'list', query.trim().toLowerCase()] as const,
      queryFn: ({ signal }) => fetchStores(query, signal),
      staleTime: TEN_MINUTES,
      placeholderData: keepPreviousData,
    }),
  detail: (slug: string) =>
    queryOptions({
      queryKey: [...storeQueries.all(), 'detail', slug.toLowerCase()] as const,
      queryFn: ({ signal }) => fetchStore(slug, signal),
      staleTime: TEN_MINUTES,
    }),
}
