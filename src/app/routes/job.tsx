// Route module of /job/:urlSlug?: one opening (facts, description, application form). Without a
// slug it shows the list of openings; an unknown slug is a 404.
import '@/styles/features/content.scss'
import type { QueryClient } from '@tanstack/react-query'
import { useQuery } from '@tanstack/react-query'
import { Link, useParams, type LoaderFunctionArgs } from 'react-router-dom'
import { jobQueries } from '@/api/aspos/jobs'
import { jsonLdUrls } from '@/components/page-meta'
import { contentQueries } from '@/api/vm/content'
import { ErrorAlert, Spinner } from '@/components/query-state'
import { formatDate } from '@/lib/format'
import { content as messages } from '@/messages/nl/content'
import { useBreadcrumb } from '@/stores/breadcrumb-store'
import { CmsHtml } from '@/features/content/components/cms-html'
import { JobApplicationForm } from '@/features/content/components/job-application-form'
import { ContentLinksProvider } from '@/features/content/content-links'
import { jobPostingJsonLd } from '@/features/content/structured-data'
import { throwIfNotFound, usePageContent } from '@/features/content/use-page-content'
import { hrefs } from '@/lib/paths'
import { jobArticleParams } from '@/app/compose/article-params'
import { JobsPage } from '@/app/compose/jobs-page'

export function makeLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) => {
    if (params.urlSlug) {
      void queryClient.prefetchQuery(jobQueries.detail(params.urlSlug))
      void queryClient.prefetchQuery(contentQueries.article(jobArticleParams(params.urlSlug)))
    } else void queryClient.prefetchQuery(jobQueries.list())
    return null
  }
}

function JobPage({ slug }: { slug: string }) {
  const m = messages.jobs
  const query = useQuery(jobQueries.detail(slug))
  throwIfNotFound(query.error)
  const job = query.data
  const title = job ? m.jobTitle(job.title, job.city) : ''
  // The opening's own article (AtomType Content.JobOpening) gives the page's metadata.
  usePageContent(jobArticleParams(slug), {
    title: title || m.title,
    description: job?.summary,
    structuredData: job ? jobPostingJsonLd(job, jsonLdUrls(hrefs.job(job.slug))) : null,
  })
  useBreadcrumb([{ label: m.title, href: hrefs.jobs() }, { label: title }])
  if (query.isPending) return <Spinner label={m.loading} />
  if (query.isError) return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />
  const j = query.data
  return (
    <article className="job-page">
      <h1>{title}</h1>
      <dl className="job-facts">
        <div>
          <dt>{m.place}</dt>
          <dd>{j.city}</dd>
        </div>
        <div>
          <dt>{m.hours}</dt>
          <dd>{j.hours}</dd>
        </div>
        <div>
          <dt>{m.type}</dt>
          <dd>{j.employmentType}</dd>
        </div>
        <div>
          <dt>{m.published}</dt>
          <dd>
            <time dateTime={j.publishedDate}>{formatDate(j.publishedDate)}</time>
          </dd>
        </div>
      </dl>
      {/* Horizontal gutters no wider than the container's padding: wider ones scroll a phone sideways. */}
      <div className="row gx-4 gy-5">
        <div className="col-lg-7">
          <CmsHtml html={j.bodyHtml} />
          <p>
            {/* A block link of at least 24 px, whatever stands near it (WCAG 2.2 target size). */}
            <Link to={hrefs.jobs()} className="d-inline-block py-1">
              {m.backToList}
            </Link>
          </p>
        </div>
        <div className="col-lg-5">
          <div className="card">
            <div className="card-body">
              <JobApplicationForm jobSlug={j.slug} jobTitle={title} />
            </div>
          </div>
        </div>
      </div>
    </article>
  )
}

export function Component() {
  const { urlSlug } = useParams()
  return (
    <ContentLinksProvider links={hrefs}>
      {urlSlug ? <JobPage key={urlSlug} slug={urlSlug} /> : <JobsPage />}
    </ContentLinksProvider>
  )
}
