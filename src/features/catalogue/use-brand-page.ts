// Data of a brand page: the brand (from the brands list) and its text from the content service.
import { useQuery } from '@tanstack/react-query'
import { brandQueries } from '@/api/aspos/brands'
import { brandBySlug } from './brand-index'
import { useCatalogueContent } from './use-category-content'

/** The Html of the first Text block of a content article, if any. */
function textBlockHtml(blocks: { type: string; data: unknown }[] | undefined): string | null {
  for (const block of blocks ?? []) {
    const data = block.data as { Html?: unknown } | null
    if (block.type === 'Text' && data && typeof data.Html === 'string' && data.Html.trim())
      return data.Html
  }
  return null
}

export function useBrandPage(slug: string | undefined) {
  const brands = useQuery(brandQueries.list())
  const brand = slug && brands.data ? (brandBySlug(brands.data, slug) ?? null) : null
  const content = useCatalogueContent('Commerce.Brand', brand?.urlSlug)
  return {
    brands,
    brand,
    content,
    title: content.data?.title || brand?.name || '',
    html: textBlockHtml(content.data?.blocks),
  }
}
