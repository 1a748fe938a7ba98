// Route module of /kluswijzer: the 'kluswijzer' article with its DiyGuide blocks (steps and the
// products each guide needs; ONE button per guide adds its whole list to the cart in a single
// batch), a table of contents, and the page's extra banner category 'kluswijzer-extra'.
import '@/styles/features/catalogue.scss'
import '@/styles/features/content.scss'
import type { QueryClient } from '@tanstack/react-query'
import { contentQueries, type ArticleParams } from '@/api/vm/content'
import { ErrorAlert, Spinner } from '@/components/query-state'
import { content as messages } from '@/messages/nl/content'
import { useBreadcrumb } from '@/stores/breadcrumb-store'
import { blocksOfType } from '@/features/content/block-schemas'
import { BannerCards } from '@/features/content/components/banner-cards'
import { BlockRenderer } from '@/features/content/components/block-renderer'
import { ContentLinksProvider } from '@/features/content/content-links'
import { usePageContent } from '@/features/content/use-page-content'
import { hrefs } from '@/lib/paths'
import { blockSlots } from '@/app/compose/block-slots'

const diyParams: ArticleParams = { url: 'kluswijzer', bannerCategories: ['kluswijzer-extra'] }

export function makeLoader(queryClient: QueryClient) {
  return () => {
    void queryClient.prefetchQuery(contentQueries.article(diyParams))
    return null
  }
}

function DiyGuidePage() {
  const m = messages.diy
  const query = usePageContent(diyParams, { title: m.title })
  useBreadcrumb([{ label: m.title }])
  if (query.isPending) {
    return (
      <>
        <h1>{m.title}</h1>
        <Spinner label={messages.loading} />
      </>
    )
  }
  if (query.isError) {
    return (
      <>
        <h1>{m.title}</h1>
        <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />
      </>
    )
  }
  const guides = blocksOfType(query.data.blocks, 'DiyGuide')
  return (
    <div className="diy-page">
      <h1>{query.data.title || m.title}</h1>
      {guides.length > 1 && (
        <nav aria-labelledby="diy-contents" className="diy-contents mb-4">
          <h2 id="diy-contents" className="h6">
            {m.contents}
          </h2>
          <ul className="list-inline mb-0">
            {guides.map((guide) => (
              <li key={guide.id} className="list-inline-item">
                <a href={`#${guide.data.slug}`}>{guide.data.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {guides.length === 0 && <p>{m.empty}</p>}
      <BlockRenderer blocks={query.data.blocks} {...blockSlots} />
      <BannerCards
        banners={query.data.banners['kluswijzer-extra'] ?? []}
        heading={messages.banners.heading}
      />
    </div>
  )
}

export function Component() {
  return (
    <ContentLinksProvider links={hrefs}>
      <DiyGuidePage />
    </ContentLinksProvider>
  )
}
