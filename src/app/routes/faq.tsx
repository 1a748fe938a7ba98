// Route module of /faq: the 'faq' article's FaqGroup blocks as accordions per topic, with a search
// over the questions and a live result count. Other blocks of the article render above it.
import '@/styles/features/content.scss'
import type { QueryClient } from '@tanstack/react-query'
import { contentQueries, type ArticleParams } from '@/api/vm/content'
import { jsonLdUrls, useStructuredData } from '@/components/page-meta'
import { ErrorAlert, Spinner } from '@/components/query-state'
import { content as messages } from '@/messages/nl/content'
import { useBreadcrumb } from '@/stores/breadcrumb-store'
import { blocksOfType } from '@/features/content/block-schemas'
import { BlockRenderer } from '@/features/content/components/block-renderer'
import { FaqSearch } from '@/features/content/components/faq-search'
import { ContentLinksProvider } from '@/features/content/content-links'
import { faqPageJsonLd } from '@/features/content/structured-data'
import { usePageContent } from '@/features/content/use-page-content'
import { hrefs } from '@/lib/paths'

const faqParams: ArticleParams = { url: 'faq' }

export function makeLoader(queryClient: QueryClient) {
  return () => {
    void queryClient.prefetchQuery(contentQueries.article(faqParams))
    return null
  }
}

function FaqPage() {
  const query = usePageContent(faqParams, { title: messages.faq.title })
  useBreadcrumb([{ label: messages.faq.title }])
  const groups = query.data ? blocksOfType(query.data.blocks, 'FaqGroup').map((b) => b.data) : []
  useStructuredData(groups.length ? faqPageJsonLd(groups, jsonLdUrls(hrefs.faq())) : null)
  return (
    <div className="faq-page">
      <h1>{query.data?.title || messages.faq.title}</h1>
      {query.isPending ? (
        <Spinner label={messages.loading} />
      ) : query.isError ? (
        <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <BlockRenderer blocks={query.data.blocks.filter((b) => b.type !== 'FaqGroup')} />
          <FaqSearch groups={groups} />
        </>
      )}
    </div>
  )
}

export function Component() {
  return (
    <ContentLinksProvider links={hrefs}>
      <FaqPage />
    </ContentLinksProvider>
  )
}
