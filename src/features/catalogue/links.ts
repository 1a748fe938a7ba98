// The catalogue's URLs. Features may not import app/, so these mirror the builders in
// app/paths.ts `hrefs`; links.test.ts asserts both agree, so they cannot drift apart.
const seg = (value: string | number) => encodeURIComponent(String(value))

export const links = {
  home: () => '/',
  category: (id: number | string) => `/producten/${seg(id)}`,
  offers: () => '/producten/aanbiedingen',
  singleListing: (url?: string) => (url ? `/producten/single/${seg(url)}` : '/producten/single'),
  product: (productUrl: string) => `/product/${seg(productUrl)}`,
  search: (term: string) => `/zoeken/${seg(term)}`,
  brands: () => '/merken',
  brand: (brandSlug: string) => `/merk/${seg(brandSlug)}`,
  brandCollection: (brandSlug: string, collectionSlug: string) =>
    `/merk/${seg(brandSlug)}/${seg(collectionSlug)}`,
  colourPicker: () => '/kleurkiezer',
} as const
