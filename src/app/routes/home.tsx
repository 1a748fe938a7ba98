// Route module of / and /home: the 'home' article. The Hero block (or else the first main banner)
// opens the page as its h1 and LCP image, then the main banners, category tiles, product lists,
// text and call to action, and the page's extra banner category 'home-extra'.
import '@/styles/features/catalogue.scss'
import '@/styles/features/content.scss'
import { lazy, Suspense } from 'react'
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
import { useAfterFirstPaint } from '@/lib/after-first-paint'
import { useIsLoggedIn } from '@/stores/session-store'

import { homeOpening, homeParams } from './home.data'

// "Bijna op?": a customer's own rail, never in the static first screen and never loaded for a guest.
const RunningOutRail = lazy(() =>
  import('@/app/compose/running-out-rail').then((m) => ({ default: m.RunningOutRail })),
)

function HomePage() {
  const query = usePageContent(homeParams)
  // The first screen (hero and main banners) is the first commit; the blocks below it, their
  // product rails and the extra banners follow once it has painted.
  const belowTheFold = useAfterFirstPaint(1500)
  const loggedIn = useIsLoggedIn()
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
  const { heroBlock, bannerHero, cards, rest } = homeOpening(
    typedBlocks(query.data.blocks),
    mainBanners,
  )
  // The customer's "Bijna op?" goes above the first product rail (at the end when there is none).
  const firstRail = rest.findIndex((block) => block.type === 'ProductList')
  const railAt = firstRail === -1 ? rest.length : firstRail
  return (
    <div className="home-page">
      {heroBlock ? (
        <BlockRenderer typed={[heroBlock]} heroIsPageHeading {...blockSlots} />
      ) : bannerHero ? (
        <Hero
          title={bannerHero.title}
          text={bannerHero.html.replace(/<[^>]*>/g, '').trim()}
          image={bannerHero.image}
          linkUrl={bannerHero.url}
          linkText={bannerHero.linkText}
          asPageHeading
        />
      ) : (
        <h1>{query.data.title || messages.home.fallbackTitle}</h1>
      )}
      <BannerCards banners={cards} className="home-main-banners" aboveTheFold />
      {belowTheFold && (
        <>
          <BlockRenderer typed={rest.slice(0, railAt)} {...blockSlots} />
          {loggedIn && (
            <Suspense fallback={null}>
              <RunningOutRail />
            </Suspense>
          )}
          <BlockRenderer typed={rest.slice(railAt)} {...blockSlots} />
          <BannerCards banners={extraBanners} heading={messages.home.extraHeading} />
        </>
      )}
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
