// Route module of / and /home: the 'home' article. The Hero block (or else the first main banner)
// opens the page as its h1 and LCP image, then the main banners, category tiles, product lists,
// text and call to action, and the page's extra banner category 'home-extra'.
import '@/styles/features/catalogue.scss'
import '@/styles/features/content.scss'
import { siteOrigin, useStructuredData } from '@/components/page-meta'
import { ErrorAlert, Spinner } from '@/components/query-state'
import { content as messages } from '@/messages/nl/content'
import { useBreadcrumb } from '@/stores/breadcrumb-store'
import { BannerCards } from '@/features/content/components/banner-cards'
import { BlockRenderer } from '@/features/content/components/block-renderer'
import { Hero } from '@/features/content/components/hero'
import { typedBlocks } from '@/features/content/block-schemas'
import { ContentLinksProvider } from '@/features/content/content-links'
import { usePageBanners } from '@/features/content/use-shared-content'
import { usePageContent } from '@/features/content/use-page-content'
import { hrefs } from '@/lib/paths'
import { organizationJsonLd, webSiteJsonLd } from '@/lib/structured-data'
import { blockSlots } from '@/app/compose/block-slots'

import { homeParams } from './home.data'

function HomePage() {
  const query = usePageContent(homeParams)
  useBreadcrumb([])
  useStructuredData([organizationJsonLd(siteOrigin()), webSiteJsonLd(siteOrigin())])
  const mainBanners = usePageBanners(query.data?.banners, 'mainbanners')
  const extraBanners = query.data?.banners['home-extra'] ?? []

  if (query.isPending) {
    return (
      <>
        <h1 className="visually-hidden">{messages.home.fallbackTitle}</h1>
        <Spinner label={messages.loading} />
      </>
    )
  }
  if (query.isError) {
    return (
      <>
        <h1>{messages.home.fallbackTitle}</h1>
        <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />
      </>
    )
  }

  // Only valid blocks count: a broken Hero must not leave the page without its h1.
  const blocks = typedBlocks(query.data.blocks)
  const hasHeroBlock = blocks[0]?.type === 'Hero'
  const [firstBanner, ...otherBanners] = mainBanners
  return (
    <div className="home-page">
      {hasHeroBlock ? (
        <BlockRenderer blocks={blocks.slice(0, 1)} heroIsPageHeading {...blockSlots} />
      ) : firstBanner ? (
        <Hero
          title={firstBanner.title}
          text={firstBanner.html.replace(/<[^>]*>/g, '').trim()}
          image={firstBanner.image}
          linkUrl={firstBanner.url}
          linkText={firstBanner.linkText}
          asPageHeading
        />
      ) : (
        <h1>{query.data.title || messages.home.fallbackTitle}</h1>
      )}
      <BannerCards banners={hasHeroBlock ? mainBanners : otherBanners} className="home-main-banners" aboveTheFold />
      <BlockRenderer blocks={hasHeroBlock ? blocks.slice(1) : blocks} {...blockSlots} />
      <BannerCards banners={extraBanners} heading={messages.home.extraHeading} />
    </div>
  )
}

export function Component() {
  return (
    <ContentLinksProvider links={hrefs}>
      <HomePage />
    </ContentLinksProvider>
  )
}
