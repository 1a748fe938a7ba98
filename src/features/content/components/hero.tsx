// The page hero (Hero block or the first main banner). Its image is the page's LCP element, so it
// loads eagerly with high priority and fixed width and height.
import { ApiImage } from '@/components/api-image'
import { heroImageSize, heroResponsive } from '@/lib/images'
import { CmsLink } from './cms-link'

const HERO_WIDTH = heroImageSize.width
const HERO_HEIGHT = heroImageSize.height

interface HeroProps {
  title: string
  text?: string
  image: { name: string; extension: string } | null
  linkUrl?: string | null
  linkText?: string | null
  /** true on the page's first hero: it becomes the h1 of the page. */
  asPageHeading?: boolean
}

export function Hero({ title, text, image, linkUrl, linkText, asPageHeading }: HeroProps) {
  const Heading = asPageHeading ? 'h1' : 'h2'
  return (
    <section className="content-hero mb-4">
      {image && (
        <ApiImage
          name={image.name}
          extension={image.extension}
          alt=""
          width={HERO_WIDTH}
          height={HERO_HEIGHT}
          priority
          responsive={heroResponsive}
          className="content-hero-image"
        />
      )}
      <div className="content-hero-body">
        <Heading className="content-hero-title">{title}</Heading>
        {text && <p className="lead mb-3">{text}</p>}
        {linkUrl && linkText && (
          <CmsLink href={linkUrl} className="btn btn-cta btn-lg">
            {linkText}
          </CmsLink>
        )}
      </div>
    </section>
  )
}
