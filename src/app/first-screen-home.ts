// Home's first screen as the head boot script (src/boot.ts) paints it: the hero and the main banner
// cards from the raw home article (src/app/first-screen.ts), into the home template that the build
// renders from the app's components (src/app/static-shell.tsx). DOM calls only (no innerHTML, so
// Trusted Types are not involved). Plain TypeScript with light imports: part of the boot script.
import type { RawBanner, RawHomeOpening } from '@/app/first-screen'
import { bannerCardImageSize, heroImageSize, heroResponsive, imageSources } from '@/lib/images'
import { isInternalPath, isSafeExternal, isSamePath } from '@/lib/link-kind'
import { FIRST_SCREEN_SLOT_ID, HERO_TEMPLATE_ID } from '@/lib/first-screen-ids'

/**
 * A link of the template, by the rules of the app's CmsLink: a path of this shop is a link, a safe
 * address elsewhere a plain anchor, anything else its text only; no URL or no text, no link.
 */
function fillLink(link: Element | null, href: string | null, text: string | null): void {
  if (!link) return
  if (!href || !text) return link.remove()
  if (isInternalPath(href) || isSafeExternal(href)) {
    link.setAttribute('href', href)
    link.textContent = text
    if (isInternalPath(href)) return
    link.removeAttribute('data-discover')
    link.setAttribute('rel', 'noopener noreferrer')
    return
  }
  const span = document.createElement('span')
  span.className = link.className
  span.textContent = text
  link.replaceWith(span)
}

function fillImage(
  img: HTMLImageElement | null,
  sources: { src: string; srcSet: string; sizes?: string },
): void {
  if (!img) return
  img.setAttribute('srcset', sources.srcSet)
  if (sources.sizes) img.setAttribute('sizes', sources.sizes)
  img.setAttribute('src', sources.src)
}

/** One main banner card from the template's card (BannerCards), its text as plain text. */
function fillCard(template: Element, card: RawBanner, index: number): Element {
  const item = template.cloneNode(true) as Element
  const img = item.querySelector('img')
  if (card.image) {
    fillImage(
      img,
      imageSources(
        card.image.name,
        card.image.extension,
        bannerCardImageSize.width,
        bannerCardImageSize.height,
      ),
    )
    // As the app renders them: only the first card's image is eager and high priority.
    if (img && index > 0) {
      img.setAttribute('loading', 'lazy')
      img.removeAttribute('fetchpriority')
    }
  } else img?.remove()
  const title = item.querySelector('.card-title')
  if (title) title.textContent = card.title
  if (card.html && title) {
    // CmsHtml's frame (.cms-html > div), with the banner's words as text: no HTML is parsed here.
    const frame = document.createElement('div')
    frame.className = 'cms-html card-text'
    const inner = document.createElement('div')
    const paragraph = document.createElement('p')
    paragraph.textContent = card.text
    inner.append(paragraph)
    frame.append(inner)
    title.after(frame)
  }
  // As BannerCards: no button to the page the card is on.
  const url = card.linkUrl && !isSamePath(card.linkUrl, location.pathname) ? card.linkUrl : null
  fillLink(item.querySelector('a'), url, card.linkText || card.title)
  return item
}

/**
 * Fills the home templates (the app's Hero and BannerCards, rendered at build time) and puts them in
 * the slot's place, as the home page renders them. Returns the images the first screen waits for:
 * the hero's and the first card's. The boot script calls it only before the app has started: the
 * app hydrates what it finds.
 */
export function paintHome({ hero, cards }: RawHomeOpening): HTMLImageElement[] {
  const slot = document.getElementById(FIRST_SCREEN_SLOT_ID)
  const template = document.getElementById(HERO_TEMPLATE_ID) as HTMLTemplateElement | null
  const page = template?.content.querySelector('.home-page')
  if (!slot || !page || !hero) return []
  const copy = page.cloneNode(true) as HTMLElement
  const images: HTMLImageElement[] = []
  const heroImg = copy.querySelector<HTMLImageElement>('.content-hero img')
  fillImage(
    heroImg,
    imageSources(
      hero.image.name,
      hero.image.extension,
      heroImageSize.width,
      heroImageSize.height,
      heroResponsive,
    ),
  )
  if (heroImg) images.push(heroImg)
  const title = copy.querySelector('h1')
  if (title) title.textContent = hero.title
  const lead = copy.querySelector('.lead')
  if (lead) {
    if (hero.text) lead.textContent = hero.text
    else lead.remove()
  }
  fillLink(copy.querySelector('.content-hero a'), hero.linkUrl, hero.linkText)
  const section = copy.querySelector('.home-main-banners')
  const list = section?.querySelector('ul')
  const cardTemplate = list?.querySelector('li')
  if (section && list && cardTemplate) {
    cardTemplate.remove()
    cards.forEach((card, index) => list.append(fillCard(cardTemplate, card, index)))
    if (cards.length === 0) section.remove()
    const firstCardImg = list.querySelector<HTMLImageElement>('img')
    if (firstCardImg) images.push(firstCardImg)
  }
  // <main> is drawn again, as the home page renders it (default-layout.tsx: only the slot hides it).
  slot.closest('main')?.classList.remove('page-main-slot')
  slot.replaceWith(copy)
  return images
}
