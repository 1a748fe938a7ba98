// Route module of /blog: the 'blog' article's intro and the posts, 6 per page (?p=N), newest first,
// each with image and date.
import '@/styles/features/content.scss'
import type { QueryClient } from '@tanstack/react-query'
import { useQuery } from '@tanstack/react-query'
import { useSearchParams, type LoaderFunctionArgs } from 'react-router-dom'
import { blogQueries } from '@/api/aspos/blog'
import { contentQueries, type ArticleParams } from '@/api/vm/content'
import { ErrorAlert, Spinner } from '@/components/query-state'
import { content as messages } from '@/messages/nl/content'
import { useBreadcrumb } from '@/stores/breadcrumb-store'
import { BlockRenderer } from '@/features/content/components/block-renderer'
import { BlogCard } from '@/features/content/components/blog-card'
import { Pagination } from '@/features/content/components/pagination'
import { ContentLinksProvider } from '@/features/content/content-links'
import { usePageContent } from '@/features/content/use-page-content'
import { hrefs } from '@/lib/paths'

const blogParams: ArticleParams = { url: 'blog' }

function pageFromSearch(value: string | null): number {
  const page = Number(value)
  return Number.isInteger(page) && page > 1 ? page : 1
}

export function makeLoader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) => {
    const page = pageFromSearch(new URL(request.url).searchParams.get('p'))
    void queryClient.prefetchQuery(contentQueries.article(blogParams))
    void queryClient.prefetchQuery(blogQueries.page(page))
    return null
  }
}

function BlogPage() {
  const [searchParams] = useSearchParams()
  const page = pageFromSearch(searchParams.get('p'))
  const article = usePageContent(blogParams, { title: messages.blog.title })
  const posts = useQuery(blogQueries.page(page))
  useBreadcrumb([{ label: messages.blog.title }])
  return (
    <div className="blog-page">
      <h1>{article.data?.title || messages.blog.title}</h1>
      {article.data && <BlockRenderer blocks={article.data.blocks} />}
      {posts.isPending ? (
        <Spinner label={messages.blog.loading} />
      ) : posts.isError ? (
        <ErrorAlert error={posts.error} onRetry={() => void posts.refetch()} />
      ) : posts.data.posts.length === 0 ? (
        <p>{messages.blog.empty}</p>
      ) : (
        <>
          <p className="text-body-secondary">
            {messages.blog.count(posts.data.totalCount)}
            {page > 1 && ` · ${messages.blog.pageOf(page, posts.data.pageCount)}`}
          </p>
          <ul
            className={`row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-4 list-unstyled${posts.isPlaceholderData ? ' opacity-50' : ''}`}
            aria-busy={posts.isPlaceholderData}
          >
            {posts.data.posts.map((post) => (
              <li key={post.id} className="col">
                <BlogCard post={post} />
              </li>
            ))}
          </ul>
          <Pagination page={page} pageCount={posts.data.pageCount} hrefFor={(n) => hrefs.blog(n)} />
        </>
      )}
    </div>
  )
}

export function Component() {
  return (
    <ContentLinksProvider links={hrefs}>
      <BlogPage />
    </ContentLinksProvider>
  )
}
