// The listing template's data (src/app/listing-template.tsx): a list answer of three template
// products, one per card kind, in the query cache the build-time render reads.
import { QueryClient } from '@tanstack/react-query'
import {
  mapProductPage,
  productListResponseSchema,
  productQueries,
} from '@/api/aspos/product-queries'
import { listingQuery, parseListingSearch } from '@/features/catalogue/listing-params'
import { CARD_KINDS, LISTING_TEMPLATE_VALUES, type CardKind } from './first-screen-listing'

const v = LISTING_TEMPLATE_VALUES
/** The template listing's search: its products are the template's. */
export const templateSearch = 'template'

function templateDto(kind: CardKind, index: number) {
  return {
    Id: index + 1,
    Code: `card-${index}`,
    Url: v.productUrl,
    Description: v.productTitle,
    BrandName: v.brand,
    PriceInclTax: v.priceCents / 100,
    // A family is never sold by weight: its card has the price per kg of its contents instead
    // (the unit price line the boot script fills, or lends to a card that needs one).
    IsWeightProduct: kind !== 'from',
    Discount: kind === 'discounted' ? { PriceInclTax: v.discountCents / 100 } : null,
    VariantCount: kind === 'from' ? 2 : 0,
    HighestVariantPrice: kind === 'from' ? (v.priceCents + 100) / 100 : null,
    Images: [{ Name: v.image.name, FileExtension: v.image.extension }],
    Fields: [
      { Code: 'PFC_Nieuw', Value: 'true' },
      ...(kind === 'from' ? [{ Code: 'Inhoudwebshop', Value: v.contents }] : []),
    ],
    Stock: 10,
  }
}

/** A query client that never asks, holding the template's list answer. */
export function listingTemplateClient(search: string): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { enabled: false, gcTime: Infinity, staleTime: Infinity } },
  })
  const answer = productListResponseSchema().parse({
    Success: true,
    Products: CARD_KINDS.map(templateDto),
    TotalCount: CARD_KINDS.length,
    Page: 1,
    PageSize: 24,
    Facets: { Brands: [], PriceRange: { Min: 0, Max: 0 } },
  })
  queryClient.setQueryData(
    productQueries.list(listingQuery({ search }, parseListingSearch(new URLSearchParams())))
      .queryKey,
    mapProductPage(answer),
  )
  return queryClient
}
