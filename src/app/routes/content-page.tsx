// Route module of the catch-all /:page: any content article by slug with its blocks and banners
// (over-ons, klantenservice, toegankelijkheid, klantenkaart, recepten …). An unknown slug answers
// ReasonCode '404', which is thrown on to the error page.
import '@/styles/features/catalogue.scss'
import '@/styles/features/content.scss'
import { lazy, Suspense } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { useQuery } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router-dom'
import { Link, useParams } from 'react-router-dom'
import { recipeQueries } from '@/api/aspos/recipes'
import { contentQueries } from '@/api/vm/content'
import { type LinkedDocument } from '@/api/vm/content-model'
import { ErrorAlert, Spinner } from '@/components/query-state'
import { common } from '@/messages/nl/common'
import { content as messages } from '@/messages/nl/content'
import { useBreadcrumb } from '@/stores/breadcrumb-store'
import { BannerCards } from '@/features/content/components/banner-cards'
import { BlockRenderer } from '@/features/content/components/block-renderer'
import { ContentLinksProvider } from '@/features/content/content-links'
import { usePageContent } from '@/features/content/use-page-content'
import { hrefs } from '@/lib/paths'
import { importWhenOnline } from '@/lib/import-when-online'
import { articleParams } from '@/app/compose/article-params'
import { blockSlots } from '@/app/compose/block-slots'

function linkedHref(doc: LinkedDocument): string {
  return doc.atomType === 'Content.BlogPost'
    ? hrefs.blogPost(doc.slug)
    : hrefs.contentPage(doc.slug)
}

/** The section's pages (children, or else siblings) and the related documents, under the article. */
function RelatedLinks({
  page,
}: {
  page: { children: LinkedDocument[]; siblings: LinkedDocument[]; related: LinkedDocument[] }
}) {
  const section = page.children.length > 0 ? page.children : page.siblings
  return (
    <>
      {section.length > 0 && (
        <nav aria-labelledby="content-section-heading" className="content-block content-subnav">
          <h2 id="content-section-heading" className="h5">
            {messages.related.section}
          </h2>
          <ul className="list-unstyled mb-0">
            {section.map((doc) => (
              <li key={doc.slug}>
                <Link to={linkedHref(doc)}>{doc.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {page.related.length > 0 && (
        <aside aria-labelledby="content-related-heading" className="content-block content-related">
          <h2 id="content-related-heading" className="h5">
            {messages.related.readMore}
          </h2>
          <ul className="list-unstyled mb-0">
            {page.related.map((doc) => (
              <li key={`${doc.atomType}-${doc.slug}`}>
                <Link to={linkedHref(doc)}>{doc.title}</Link>
              </li>
            ))}
          </ul>
        </aside>
      )}
    </>
  )
}

/** The subscription form of the 'nieuwsbrief' page (the page's one prompt: the footer leaves its own out). Lazy:
 * the home page shares this module's block slots and should not carry the form's code. */
const NewsletterForm = lazy(() =>
  importWhenOnline(() => import('@/features/newsletter/newsletter-form')).then((m) => ({
    default: m.NewsletterForm,
  })),
)

export function makeLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) => {
    if (params.page)
      void queryClient.prefetchQuery(contentQueries.article(articleParams(params.page)))
    return null
  }
}

/** The recipe overview under the 'recepten' article. */
function RecipeList() {
  const query = useQuery(recipeQueries.list())
  if (query.isPending) return <Spinner />
  if (query.isError) return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />
  if (query.data.length === 0) return <p>{messages.recipes.empty}</p>
  return (
    <section className="content-block" aria-labelledby="recipe-list-title">
      <h2 id="recipe-list-title" className="h3">
        {messages.recipes.listHeading}
      </h2>
      <ul className="row row-cols-1 row-cols-md-2 row-cols-lg-3 g-3 list-unstyled">
        {query.data.map((recipe) => (
          <li key={recipe.id} className="col">
            <article className="card h-100">
              <div className="card-body">
                <h3 className="h5 card-title">
                  <Link to={hrefs.recipe(recipe.slug)} className="stretched-link">
                    {recipe.title}
                  </Link>
                </h3>
                <p className="card-text mb-0">{recipe.intro}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  )
}

function ContentPageView({ slug }: { slug: string }) {
  const query = usePageContent(articleParams(slug))
  useBreadcrumb([{ label: query.data?.title || slug }])
  if (query.isPending) return <Spinner label={messages.loading} />
  if (query.isError) {
    return (
      <>
        <h1>{common.errors.generic}</h1>
        <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />
      </>
    )
  }
  const page = query.data
  // Page-specific banner categories (not the shared shell ones) are shown under the blocks.
  const extras = Object.entries(page.banners).filter(
    ([name]) =>
      !['mainbanners', 'contactdetails', 'usp-banners', 'newsletter-promo-modal'].includes(name),
  )
  return (
    <article className="content-page">
      <h1>{page.title}</h1>
      <BlockRenderer blocks={page.blocks} {...blockSlots} />
      {slug.toLowerCase() === 'recepten' && <RecipeList />}
      {slug.toLowerCase() === 'nieuwsbrief' && (
        <Suspense fallback={<Spinner />}>
          <NewsletterForm className="content-block col-lg-8" />
        </Suspense>
      )}
      {extras.map(([name, banners]) => (
        <BannerCards key={name} banners={banners} heading={messages.banners.heading} />
      ))}
      <RelatedLinks page={page} />
    </article>
  )
}

export function Component() {
  const { page = '' } = useParams()
  return (
    <ContentLinksProvider links={hrefs}>
      <ContentPageView key={page} slug={page} />
    </ContentLinksProvider>
  )
}
