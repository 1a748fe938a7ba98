// Banners of a content category as cards: image, title, sanitised text and an optional link.
import type { Banner } from '@/api/vm/content'
import { ApiImage } from '@/components/api-image'
import { bannerCardImageSize } from '@/lib/images'
import { CmsHtml } from './cms-html'
import { CmsLink } from './cms-link'

interface BannerCardsProps {
  banners: readonly Banner[]
  heading?: string
  className?: string
  /** The cards open the page: the first image is above the fold (LCP), so it loads eagerly. */
  aboveTheFold?: boolean
}

export function BannerCards({ banners, heading, className, aboveTheFold }: BannerCardsProps) {
  if (banners.length === 0) return null
  // Without a section heading the cards sit right under the page's h1: h2, so no level is skipped.
  const CardTitle = heading ? 'h3' : 'h2'
  return (
    <section className={['content-block content-banners', className].filter(Boolean).join(' ')}>
      {heading && <h2 className="h3 mb-3">{heading}</h2>}
      <ul className="row row-cols-1 row-cols-md-2 row-cols-lg-3 g-3 list-unstyled mb-0">
        {banners.map((banner, index) => (
          <li key={`${banner.title}-${index}`} className="col">
            <article className="card h-100 banner-card">
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
                {banner.url && (
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
