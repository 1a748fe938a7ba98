// A page's content article (title, description, blocks, banners) with the page metadata set from
// it (the chain's defaults when empty). A ReasonCode '404' is thrown on to the route's error
// element, which shows 'De pagina kan niet worden gevonden'.
import { useQuery } from '@tanstack/react-query'
import { isApiError } from '@/api/http'
import { contentQueries, type ArticleParams } from '@/api/vm/content'
import { usePageMeta, type PageMetaInput } from '@/components/page-meta'

function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404
}

/** Throws a 404 during render so the route error element shows the not-found page. */
export function throwIfNotFound(error: unknown): void {
  if (isNotFound(error)) throw error
}

export function usePageContent(
  params: ArticleParams,
  fallback: { title?: string; description?: string } & Pick<PageMetaInput, 'structuredData'> = {},
) {
  const query = useQuery(contentQueries.article(params))
  throwIfNotFound(query.error)
  usePageMeta({
    title: query.data?.title || fallback.title,
    description: query.data?.description || fallback.description,
    keywords: query.data?.keywords,
    structuredData: fallback.structuredData,
  })
  return query
}
