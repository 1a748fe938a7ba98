// Route module of /blog-post/:urlSlug: the article with image, date and author, its related
// products (catalogue cards with add-to-cart) and related posts (the content service's
// RelatedDocuments of the post's article). An unknown slug is a 404.
import '@/styles/features/catalogue.scss'
import '@/styles/features/content.scss'
import type { QueryClient } from '@tanstack/react-query'
import { useQuery } from '@tanstack/react-query'
import { Link, useParams, type LoaderFunctionArgs } from 'react-router-dom'
import { blogQueries } from '@/api/aspos/blog'
import { contentQueries } from '@/api/vm/content'
import { ApiImage } from '@/components/api-image'
import { jsonLdUrls, usePageMeta } from '@/components/page-meta'
import { ErrorAlert, Spinner } from '@/components/query-state'
import { formatDate } from '@/lib/format'
import { imageUrl } from '@/lib/images'
import { content as messages } from '@/messages/nl/content'
import { useBreadcrumb } from '@/stores/breadcrumb-store'
import { BlogCard } from '@/features/content/components/blog-card'
import { CmsHtml } from '@/features/content/components/cms-html'
import { ContentLinksProvider } from '@/features/content/content-links'
import { blogPostingJsonLd } from '@/features/content/structured-data'
import { throwIfNotFound } from '@/features/content/use-page-content'
import { hrefs } from '@/lib/paths'
import { ContentProducts } from '@/app/compose/content-products'
import { blogPostParams } from '@/app/compose/article-params'

export function makeLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) => {
    if (!params.urlSlug) return null
    void queryClient.prefetchQuery(blogQueries.post(params.urlSlug))
    void queryClient.prefetchQuery(contentQueries.article(blogPostParams(params.urlSlug)))
    return null
  }
}

function BlogPostPage({ slug }: { slug: string }) {
  const query = useQuery(blogQueries.post(slug))
  throwIfNotFound(query.error)
  // Related posts are extra: if the content service fails, the post shows without them.
  const related =
    useQuery(contentQueries.article(blogPostParams(slug))).data?.related.filter(
      (doc) => doc.atomType === 'Content.BlogPost',
    ) ?? []
  const post = query.data?.post
  usePageMeta({
    title: post?.title,
    description: post?.summary,
    keywords: post?.tags.join(', '),
    image: post?.image ? imageUrl(post.image.name, post.image.extension, 1200, 630) : null,
    structuredData: post ? blogPostingJsonLd(post, jsonLdUrls(hrefs.blogPost(post.slug))) : null,
  })
  useBreadcrumb([{ label: messages.blog.title, href: hrefs.blog() }, { label: post?.title ?? '' }])

  if (query.isPending) return <Spinner label={messages.loading} />
  if (query.isError) return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />
  const p = query.data.post
  return (
    <>
      <article className="blog-post">
        <h1>{p.title}</h1>
        <p className="text-body-secondary">
          <time dateTime={p.publishDate}>{formatDate(p.publishDate)}</time> ·{' '}
          {messages.blog.by(p.author)}
        </p>
        {p.image && (
          <ApiImage
            name={p.image.name}
            extension={p.image.extension}
            alt=""
            width={856}
            height={428}
            priority
            className="img-fluid rounded mb-4 blog-post-image"
          />
        )}
        <CmsHtml html={p.bodyHtml} className="blog-post-body" />
        {p.tags.length > 0 && (
          <ul className="list-inline">
            {p.tags.map((tag) => (
              <li key={tag} className="list-inline-item badge text-bg-light border">
                #{tag}
              </li>
            ))}
          </ul>
        )}
      </article>
      <ContentProducts productIds={p.relatedProductIds} title={messages.blog.relatedProducts} />
      {related.length > 0 && (
        <section className="content-block" aria-labelledby="related-posts">
          <h2 id="related-posts" className="h3">
            {messages.blog.related}
          </h2>
          <ul className="row row-cols-1 row-cols-md-3 g-4 list-unstyled">
            {related.map((doc) => (
              <li key={doc.slug} className="col">
                <BlogCard post={doc} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <p>
        <Link to={hrefs.blog()}>{messages.blog.backToList}</Link>
      </p>
    </>
  )
}

export function Component() {
  const { urlSlug = '' } = useParams()
  return (
    <ContentLinksProvider links={hrefs}>
      <BlogPostPage key={urlSlug} slug={urlSlug} />
    </ContentLinksProvider>
  )
}
