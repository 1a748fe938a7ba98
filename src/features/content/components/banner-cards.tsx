// Banners of a content category as cards: image, title, sanitised text and an optional link. The
// grid follows the number of cards (a lone card is one wide card, not a third of an empty row),
// and a link to the page the cards are on is left out.
import { useLocation } from 'react-router-dom'
import type { Banner } from '@/api/vm/content-model'
import { ApiImage } from '@/components/api-image'
import { bannerCardImageSize } from '@/lib/images'
import { isSamePath } from '@/lib/link-kind'
import { CmsHtml } from './cms-html'
import { CmsLink } from './cms-link'

interface BannerCardsProps {
  banners: readonly Banner[]
  heading?: string
  className?: string
  /** The cards open the page: the first image is above the fold (LCP), so it loads eagerly. */
  aboveTheFold?: boolean
  /**
   * The grid follows the number of cards: a lone card is one wide card (image beside the text),
   * two share a row. Off by default: the home's cards are cloned from a one-card template.
   */
  fitCount?: boolean
}

/** Columns per number of cards, as full class names (the CSS purge keeps what it can read). */
const gridOf = (count: number) =>
  count === 1
    ? 'row row-cols-1 g-3 list-unstyled mb-0'
    : count === 2
      ? 'row row-cols-1 row-cols-md-2 g-3 list-unstyled mb-0'
      : 'row row-cols-1 row-cols-md-2 row-cols-lg-3 g-3 list-unstyled mb-0'

export function BannerCards({
  banners,
  heading,
  className,
  aboveTheFold,
  fitCount = false,
}: BannerCardsProps) {
  const { pathname } = useLocation()
  if (banners.length === 0) return null
  const wide = fitCount && banners.length === 1
  // Without a section heading the cards sit right under the page's h1: h2, so no level is skipped.
  const CardTitle = heading ? 'h3' : 'h2'
  return (
    <section className={['content-block content-banners', className].filter(Boolean).join(' ')}>
      {heading && <h2 className="h3 mb-3">{heading}</h2>}
      <ul className={gridOf(fitCount ? banners.length : 3)}>
        {banners.map((banner, index) => (
          <li key={`${banner.title}-${index}`} className="col">
            <article
              className={
                wide ? 'card h-100 banner-card banner-card-wide' : 'card h-100 banner-card'
              }
            >
              {banner.image && (
                <ApiImage
                  name={banner.image.name}
                  extension={banner.image.extension}
                  alt=""
                  width={bannerCardImageSize.width}
                  height={bannerCardImageSize.height}
                  priority={aboveTheFold && index === 0}
                  className="card-img-top banner-card-image"
                />
              )}
              <div className="card-body d-flex flex-column">
                <CardTitle className="h5 card-title">{banner.title}</CardTitle>
                {banner.html && <CmsHtml html={banner.html} className="card-text" />}
                {banner.url && !isSamePath(banner.url, pathname) && (
                  <CmsLink
                    href={banner.url}
                    className="btn btn-outline-secondary mt-auto align-self-start"
                  >
                    {banner.linkText || banner.title}
                  </CmsLink>
                )}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  )
}
