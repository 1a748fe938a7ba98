// The list of job openings under the 'vacatures' article: the /vacatures route, and /job without a slug.
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { jobQueries } from '@/api/aspos/jobs'
import { ErrorAlert, Spinner } from '@/components/query-state'
import { formatDate } from '@/lib/format'
import { content as messages } from '@/messages/nl/content'
import { useBreadcrumb } from '@/stores/breadcrumb-store'
import { BannerCards } from '@/features/content/components/banner-cards'
import { BlockRenderer } from '@/features/content/components/block-renderer'
import { usePageContent } from '@/features/content/use-page-content'
import { hrefs } from '@/lib/paths'
import { jobsParams } from './article-params'

export function JobsPage() {
  const m = messages.jobs
  const article = usePageContent(jobsParams, { title: m.title })
  const jobs = useQuery(jobQueries.list())
  useBreadcrumb([{ label: m.title }])
  return (
    <div className="jobs-page">
      <h1>{article.data?.title || m.title}</h1>
      {article.data && <BlockRenderer blocks={article.data.blocks} />}
      {article.data && (
        <BannerCards banners={article.data.banners['mainjobs'] ?? []} className="mb-4" fitCount />
      )}
      <section aria-labelledby="jobs-list-title">
        <h2 id="jobs-list-title" className="h3">
          {m.listHeading}
          {jobs.data && (
            <span className="fs-6 fw-normal text-body-secondary ms-2">
              ({m.count(jobs.data.length)})
            </span>
          )}
        </h2>
        {jobs.isPending ? (
          <Spinner label={m.loading} />
        ) : jobs.isError ? (
          <ErrorAlert error={jobs.error} onRetry={() => void jobs.refetch()} />
        ) : jobs.data.length === 0 ? (
          <p>{m.empty}</p>
        ) : (
          <ul className="list-unstyled row row-cols-1 row-cols-md-2 g-3">
            {jobs.data.map((job) => (
              <li key={job.id} className="col">
                <article className="card h-100 job-card">
                  <div className="card-body">
                    <h3 className="h5 card-title">
                      <Link to={hrefs.job(job.slug)} className="stretched-link">
                        {m.jobTitle(job.title, job.city)}
                      </Link>
                    </h3>
                    <p className="card-text">{job.summary}</p>
                    <ul className="list-inline small text-body-secondary mb-0">
                      <li className="list-inline-item">{job.employmentType}</li>
                      <li className="list-inline-item">{job.hours}</li>
                      <li className="list-inline-item">
                        {m.published}{' '}
                        <time dateTime={job.publishedDate}>{formatDate(job.publishedDate)}</time>
                      </li>
                    </ul>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
