// Route module of /vacatures: the 'vacatures' article with its mainjobs banners (JobCategories
// 'mainjobs') and the list of openings, each linking to /job/{slug}. /job without a slug shows it too.
import '@/styles/features/content.scss'
import type { QueryClient } from '@tanstack/react-query'
import { jobQueries } from '@/api/aspos/jobs'
import { contentQueries } from '@/api/vm/content'
import { ContentLinksProvider } from '@/features/content/content-links'
import { hrefs } from '@/lib/paths'
import { jobsParams } from '@/app/compose/article-params'
import { JobsPage } from '@/app/compose/jobs-page'

export function makeLoader(queryClient: QueryClient) {
  return () => {
    void queryClient.prefetchQuery(contentQueries.article(jobsParams))
    void queryClient.prefetchQuery(jobQueries.list())
    return null
  }
}

export function Component() {
  return (
    <ContentLinksProvider links={hrefs}>
      <JobsPage />
    </ContentLinksProvider>
  )
}
