// Route module of /contact: the 'contact' article (AtomType Contact.Company), the contactdetails
// banners and the contact form, which confirms what was sent.
import '@/styles/features/content.scss'
import type { QueryClient } from '@tanstack/react-query'
import { contentQueries, type ArticleParams } from '@/api/vm/content'
import { ErrorAlert, Spinner } from '@/components/query-state'
import { content as messages } from '@/messages/nl/content'
import { useBreadcrumb } from '@/stores/breadcrumb-store'
import { BlockRenderer } from '@/features/content/components/block-renderer'
import { CmsHtml } from '@/features/content/components/cms-html'
import { ContactForm } from '@/features/content/components/contact-form'
import { ContentLinksProvider } from '@/features/content/content-links'
import { usePageBanners } from '@/features/content/use-shared-content'
import { usePageContent } from '@/features/content/use-page-content'
import { hrefs } from '@/lib/paths'

const contactParams: ArticleParams = { url: 'contact', atomType: 'Contact.Company' }

export function makeLoader(queryClient: QueryClient) {
  return () => {
    void queryClient.prefetchQuery(contentQueries.article(contactParams))
    return null
  }
}

function ContactPage() {
  const m = messages.contact
  const query = usePageContent(contactParams, { title: m.title })
  const details = usePageBanners(query.data?.banners, 'contactdetails')
  useBreadcrumb([{ label: m.title }])
  return (
    <div className="contact-page">
      <h1>{query.data?.title || m.title}</h1>
      {query.isPending && <Spinner label={messages.loading} />}
      {query.isError && <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />}
      {/* Horizontal gutters no wider than the container's padding: wider ones scroll a phone sideways. */}
      <div className="row gx-4 gy-5">
        <div className="col-lg-7">
          {query.data && <BlockRenderer blocks={query.data.blocks} />}
          <ContactForm />
        </div>
        <aside className="col-lg-5" aria-labelledby="contact-details-title">
          <div className="card contact-details">
            <div className="card-body">
              <h2 id="contact-details-title" className="h4">
                {m.detailsHeading}
              </h2>
              {details.map((banner, index) => (
                <div key={`${banner.title}-${index}`} className="mb-3">
                  {details.length > 1 && <h3 className="h6">{banner.title}</h3>}
                  <CmsHtml html={banner.html} />
                </div>
              ))}
            </div>
          </div>
        </aside>
      </div>
    </div>
  )
}

export function Component() {
  return (
    <ContentLinksProvider links={hrefs}>
      <ContactPage />
    </ContentLinksProvider>
  )
}
