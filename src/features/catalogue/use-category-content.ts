// Page text of catalogue pages from the content service (AtomType Commerce.ProductCategory,
// Commerce.Brand or Commerce.Product with the slug as Url). Text is optional: when the service has
// none or fails, the page falls back to the entity's own name, so it never blocks the page.
import { useQuery } from '@tanstack/react-query'
import { contentQueries, type AtomType } from '@/api/vm/content'

export function useCatalogueContent(atomType: AtomType, url: string | null | undefined) {
  return useQuery({
    ...contentQueries.article({ atomType, url: url ?? '' }),
    enabled: Boolean(url),
    retry: false,
  })
}
