// /merken — the brands overview: main brands first, then all brands A–Z.
import '@/styles/features/catalogue.scss'
import type { QueryClient } from '@tanstack/react-query'
import { useQuery } from '@tanstack/react-query'
import { brandQueries } from '@/api/aspos/brands'
import { contentQueries } from '@/api/vm/content'
import { QueryState } from '@/components/query-state'
import { useBreadcrumb } from '@/stores/breadcrumb-store'
import { catalogue } from '@/messages/nl/catalogue'
import { BrandsOverview } from '@/features/catalogue/components/brands-overview'
import { usePageContent } from '@/features/content/use-page-content'
import { brandsParams } from '@/app/compose/article-params'

export function makeLoader(queryClient: QueryClient) {
  return () => {
    void queryClient.prefetchQuery(brandQueries.list())
    void queryClient.prefetchQuery(contentQueries.article(brandsParams))
    return null
  }
}

export function Component() {
  const t = catalogue.brands
  const brands = useQuery(brandQueries.list())
  // The article gives the page's metadata; the overview itself comes from the brand list.
  usePageContent(brandsParams, { title: t.title, description: t.intro })
  useBreadcrumb([{ label: t.title }])
  return (
    <>
      <h1>{t.title}</h1>
      <p className="text-body-secondary">{t.intro}</p>
      <QueryState query={brands}>{(list) => <BrandsOverview brands={list} />}</QueryState>
    </>
  )
}
