// The data of / and /home, kept apart from the page's code so the router starts it together with
// that code instead of after it (see page() in router.tsx); on a first visit the entry starts it
// even earlier (app/shell-data.ts), and the answer carries the shell's menus and banners too.
import type { QueryClient } from '@tanstack/react-query'
import { contentQueries, getSharedContent } from '@/api/vm/content'
import { type Banner, type PageContent } from '@/api/vm/content-model'
import { typedBlocks, type TypedBlock } from '@/features/content/block-schemas'
import { homeParams, preloadHomeImages } from '../first-screen'
import { pageBanners } from '@/features/content/use-shared-content'
import { settle } from '../settle'

export { homeParams }

/**
 * How the home page opens: the Hero block when it comes first (the page's h1 and LCP image), else
 * the first main banner as the hero; the other main banners follow as cards.
 */
export function homeOpening(blocks: readonly TypedBlock[], mainBanners: readonly Banner[]) {
  const heroBlock = blocks[0]?.type === 'Hero' ? blocks[0] : null
  const [firstBanner, ...otherBanners] = mainBanners
  const bannerHero = heroBlock ? null : (firstBanner ?? null)
  const image = heroBlock ? heroBlock.data.image : (bannerHero?.image ?? null)
  return {
    heroBlock,
    bannerHero,
    cards: heroBlock ? mainBanners : otherBanners,
    rest: heroBlock ? blocks.slice(1) : blocks,
    image,
  }
}

/** The home page's opening images, the moment the article is known (see preloadHomeImages). */
function preloadOpeningImages(page: PageContent): void {
  const mainBanners = pageBanners(page.banners, getSharedContent().banners, 'mainbanners')
  const { image, cards } = homeOpening(typedBlocks(page.blocks), mainBanners)
  preloadHomeImages(image, cards[0]?.image)
}

/** The home article, and its opening images the moment the article is known. */
export function startHomeData(queryClient: QueryClient): Promise<void> {
  return queryClient
    .fetchQuery(contentQueries.article(homeParams))
    .then(preloadOpeningImages, () => undefined)
}

/** Starts the home article and lets the navigation wait a little, so the page arrives whole. */
export function makeLoader(queryClient: QueryClient) {
  return async () => {
    await settle(startHomeData(queryClient))
    return null
  }
}
