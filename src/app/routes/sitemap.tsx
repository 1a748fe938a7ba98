// Route module of /sitemap: every category of the tree and every content page, blog post, job,
// store and recipe as links, each page once (a content page behind one of the shop's own pages is
// listed with the shop's pages only).
import '@/styles/features/content.scss'
import type { QueryClient } from '@tanstack/react-query'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { sitemapQueries, type SiteLink, type SitemapIndex } from '@/api/aspos/sitemap'
import { webNodeQueries } from '@/api/aspos/webnodes'
import { contentQueries, type ArticleParams } from '@/api/vm/content'
import { ErrorAlert, Spinner } from '@/components/query-state'
import { content as messages } from '@/messages/nl/content'
import { useBreadcrumb } from '@/stores/breadcrumb-store'
import type { CategoryNode } from '@/features/catalogue/tree'
import { useCategoryTree } from '@/features/catalogue/use-category-tree'
import { usePageContent } from '@/features/content/use-page-content'
import { uniqueLinks } from '@/features/content/unique-links'
import { hrefs } from '@/lib/paths'

const sitemapParams: ArticleParams = { url: 'sitemap' }

export function makeLoader(queryClient: QueryClient) {
  return () => {
    void queryClient.prefetchQuery(contentQueries.article(sitemapParams))
    void queryClient.prefetchQuery(sitemapQueries.index())
    void queryClient.prefetchQuery(webNodeQueries.tree())
    return null
  }
}

function CategoryLinks({ nodes }: { nodes: readonly CategoryNode[] }) {
  return (
    <ul>
      {nodes.map((node) => (
        <li key={node.id}>
          <Link to={hrefs.category(node.id)}>{node.description}</Link>
          {node.children.length > 0 && <CategoryLinks nodes={node.children} />}
        </li>
      ))}
    </ul>
  )
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="sitemap-section">
      <h2 id={id} className="h4">
        {title}
      </h2>
      {children}
    </section>
  )
}

function LinkList({ items }: { items: { label: string; href: string }[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.href}>
          <Link to={item.href}>{item.label}</Link>
        </li>
      ))}
    </ul>
  )
}

/** The index's sections, without the pages the shop's own list names already. */
function IndexSections({
  index,
  shop,
}: {
  index: SitemapIndex
  shop: { label: string; href: string }[]
}) {
  const m = messages.sitemap
  const links = (items: SiteLink[], href: (slug: string) => string) =>
    items.map((item) => ({ label: item.title, href: href(item.slug) }))
  const [, pages = [], blog = [], jobs = [], stores = [], recipes = []] = uniqueLinks([
    shop,
    links(index.pages, hrefs.contentPage),
    links(index.blogPosts, hrefs.blogPost),
    links(index.jobs, hrefs.job),
    links(index.stores, hrefs.store),
    links(index.recipes, hrefs.recipe),
  ])
  return (
    <>
      <Section id="sitemap-pages" title={m.pages}>
        <LinkList items={pages} />
      </Section>
      <Section id="sitemap-blog" title={m.blog}>
        <LinkList items={blog} />
      </Section>
      <Section id="sitemap-jobs" title={m.jobs}>
        <LinkList items={jobs} />
      </Section>
      <Section id="sitemap-stores" title={m.stores}>
        <LinkList items={stores} />
      </Section>
      <Section id="sitemap-recipes" title={m.recipes}>
        <LinkList items={recipes} />
      </Section>
    </>
  )
}

function SitemapPage() {
  const m = messages.sitemap
  const article = usePageContent(sitemapParams, { title: m.title })
  const tree = useCategoryTree()
  const index = useQuery(sitemapQueries.index())
  useBreadcrumb([{ label: m.title }])
  const s = m.shopLinks
  const shop = [
    { label: s.offers, href: hrefs.offers() },
    { label: s.brands, href: hrefs.brands() },
    { label: s.blog, href: hrefs.blog() },
    { label: s.faq, href: hrefs.faq() },
    { label: s.jobs, href: hrefs.jobs() },
    { label: s.stores, href: hrefs.stores() },
    { label: s.contact, href: hrefs.contact() },
    { label: s.diyGuide, href: hrefs.diyGuide() },
    { label: s.colourPicker, href: hrefs.colourPicker() },
    { label: s.trackOrder, href: hrefs.trackOrder() },
    { label: s.cart, href: hrefs.cart() },
    { label: s.account, href: hrefs.account() },
  ]
  return (
    <div className="sitemap-page">
      <h1>{article.data?.title || m.title}</h1>
      <div className="row g-4">
        <div className="col-md-6">
          <Section id="sitemap-categories" title={m.categories}>
            {tree.isPending ? (
              <Spinner label={m.loading} />
            ) : tree.isError ? (
              <ErrorAlert error={tree.error} onRetry={() => void tree.refetch()} />
            ) : (
              <CategoryLinks nodes={tree.data.roots} />
            )}
          </Section>
        </div>
        <div className="col-md-6">
          <Section id="sitemap-shop" title={m.shop}>
            <LinkList items={shop} />
          </Section>
          {index.isPending ? (
            <Spinner label={m.loading} />
          ) : index.isError ? (
            <ErrorAlert error={index.error} onRetry={() => void index.refetch()} />
          ) : (
            <IndexSections index={index.data} shop={shop} />
          )}
        </div>
      </div>
    </div>
  )
}

export function Component() {
  return <SitemapPage />
}
