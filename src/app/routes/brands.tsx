// /merken — the brands overview: main brands first, then all brands A–Z.
import '@/styles/features/catalogue.scss'
import type { QueryClient } from '@tanstack/react-query'
import { useQuery } from '@tanstack/react-query'
import { brandQueries } from '@/api/aspos/brands'
import { usePageMeta } from '@/components/page-meta'
import { QueryState } from '@/components/query-state'
import { useBreadcrumb } from '@/stores/breadcrumb-store'
import { catalogue } from '@/messages/nl/catalogue'
import { BrandsOverview } from '@/features/catalogue/components/brands-overview'

export function makeLoader(queryClient: QueryClient) {
  return () => {
    void queryClient.prefetchQuery(brandQueries.list())
    return null
  }
}

export function Component() {
  const t = catalogue.brands
  const brands = useQuery(brandQueries.list())
  usePageMeta({ title: t.title, description: t.intro })
  useBreadcrumb([{ label: t.title }])
  return (
    <>
      <h1>{t.title}</h1>
      <p className="text-body-secondary">{t.intro}</p>
      <QueryState query={brands}>{(list) => <BrandsOverview brands={list} />}</QueryState>
    </>
  )
}
