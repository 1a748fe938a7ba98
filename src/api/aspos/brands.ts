// Brands of the commerce service (GET /api/aspos/brands): wire contract, mapper, fetcher and queries.
// zod/mini, like the rest of the api layer: classic zod is left to the mocks and tests.
import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { lazy } from '@/lib/lazy'
import { imageOf, imageRefDtoSchema } from '../image-ref'
import { request } from '../http'
import { ensureSuccess, envelopeSchema } from '../envelope'

export const brandDtoSchema = lazy(() =>
  z.object({
    Id: z.int(),
    Name: z.string(),
    UrlSlug: z.string(),
    Description: z.nullish(z.string()),
    Logo: z.nullish(imageRefDtoSchema()),
    IsMainBrand: z.nullish(z.boolean()),
    Collections: z.pipe(
      z.nullish(z.array(z.object({ Name: z.string(), UrlSlug: z.string() }))),
      z.transform((v) => v ?? []),
    ),
  }),
)
export type BrandDto = z.infer<ReturnType<typeof brandDtoSchema>>

export const brandsResponseSchema = lazy(() =>
  z.extend(envelopeSchema(), {
    Brands: z.array(brandDtoSchema()),
  }),
)

export interface Brand {
  id: number
  name: string
  urlSlug: string
  description: string
  logo: { name: string; extension: string } | null
  isMainBrand: boolean
  collections: { name: string; urlSlug: string }[]
}

export function mapBrand(dto: BrandDto): Brand {
  return {
    id: dto.Id,
    name: dto.Name,
    urlSlug: dto.UrlSlug,
    description: dto.Description ?? '',
    logo: imageOf(dto.Logo),
    isMainBrand: dto.IsMainBrand ?? false,
    collections: dto.Collections.map((c) => ({ name: c.Name, urlSlug: c.UrlSlug })),
  }
}

export async function fetchBrands(signal?: AbortSignal): Promise<Brand[]> {
  const answer = ensureSuccess(
    await request('/api/aspos/brands', { schema: brandsResponseSchema(), signal }),
  )
  return answer.Brands.map(mapBrand)
}

export const brandQueries = {
  all: () => ['brands'] as const,
  list: () =>
    queryOptions({
      queryKey: [...brandQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => fetchBrands(signal),
      staleTime: 60 * 60_000,
    }),
}
