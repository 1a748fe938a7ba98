// Page metadata: title, description and keywords from the content, falling back to the chain's
// defaults; canonical = site domain + path (+ ?p=N only when N > 1); Open Graph and Twitter card
// tags for readers that run JavaScript (index.html carries the defaults for those that do not);
// `robots: noindex` on private pages; and the page's schema.org JSON-LD. Every page has exactly one
// <script type="application/ld+json">: the nodes the page declares plus a BreadcrumbList from the
// trail the page shows (breadcrumb store), in one @graph, rewritten on every change.
import { trustedJson } from '@/lib/trusted-types'
import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { env, siteDefaults } from '@/lib/env'
import { isPrivatePath } from '@/lib/paths'
import { breadcrumbListJsonLd, type JsonLdNode } from '@/lib/structured-data'
import { useBreadcrumbStore } from '@/stores/breadcrumb-store'

export interface PageMetaInput {
  title?: string | null
  description?: string | null
  keywords?: string | null
  /** The page's preview image for Open Graph/Twitter (absolute or root-relative); default: the shop's. */
  image?: string | null
  /** Keep the page out of search results (404, errors); private paths get it anyway. */
  noindex?: boolean
  /** schema.org nodes of this page (Product, Store, FAQPage …); null/undefined declares none. */
  structuredData?: JsonLdNode | JsonLdNode[] | null
}

/** The shop's default preview image in public/ (1200 × 630), also named in index.html. */
const DEFAULT_SHARE_IMAGE = '/og-image.png'

export function siteOrigin(): string {
  return (env.VITE_SITE_URL || window.location.origin).replace(/\/+$/, '')
}

/** An absolute URL on the site's canonical domain for a root-relative path. */
export function absoluteUrl(path: string): string {
  return /^https?:\/\//.test(path)
    ? path
    : `${siteOrigin()}${path.startsWith('/') ? '' : '/'}${path}`
}

/** The URLs a page's structured data needs: canonical origin, this page, and where images come from. */
export function jsonLdUrls(path: string) {
  return { origin: siteOrigin(), pageUrl: absoluteUrl(path), assetOrigin: window.location.origin }
}

export function canonicalUrl(siteUrl: string, pathname: string, search: string): string {
  const page = Number(new URLSearchParams(search).get('p'))
  const base = siteUrl.replace(/\/+$/, '')
  return `${base}${pathname}${Number.isInteger(page) && page > 1 ? `?p=${page}` : ''}`
}

export function pageTitle(title: string | null | undefined): string {
  const clean = title?.trim()
  return clean ? `${clean} | ${siteDefaults.name}` : siteDefaults.title
}

function setMeta(selector: string, create: () => HTMLElement, attribute: string, value: string) {
  let element = document.head.querySelector<HTMLElement>(selector)
  if (!element) {
    element = create()
    document.head.append(element)
  }
  element.setAttribute(attribute, value)
}

function metaTag(name: string) {
  return () => Object.assign(document.createElement('meta'), { name })
}

function propertyTag(property: string) {
  return () => {
    const meta = document.createElement('meta')
    meta.setAttribute('property', property)
    return meta
  }
}

// ---------------------------------------------------------------------------------------------
// noindex: counted, so a page and a block inside it (a not-found block) can both ask for it.
// ---------------------------------------------------------------------------------------------

let noindexRequests = 0

function syncRobots() {
  const existing = document.head.querySelector('meta[name="robots"]')
  if (noindexRequests > 0) setMeta('meta[name="robots"]', metaTag('robots'), 'content', 'noindex')
  else existing?.remove()
}

// ---------------------------------------------------------------------------------------------
// JSON-LD: one script per page, rebuilt from the declared nodes and the breadcrumb trail.
// ---------------------------------------------------------------------------------------------

const declaredNodes = new Map<symbol, JsonLdNode[]>()
let unsubscribeCrumbs: (() => void) | null = null

/** The one JSON-LD document of the current page, or null when it has nothing to say. */
function pageJsonLd(): Record<string, unknown> | null {
  const crumbs = useBreadcrumbStore.getState().crumbs
  const nodes = [...declaredNodes.values()].flat()
  const trail =
    crumbs === 'pending'
      ? null
      : breadcrumbListJsonLd(
          crumbs,
          siteOrigin(),
          canonicalUrl(siteOrigin(), window.location.pathname, window.location.search),
        )
  if (trail) nodes.push(trail)
  if (nodes.length === 0) return null
  return { '@context': 'https://schema.org', '@graph': nodes }
}

function syncJsonLd() {
  const data = pageJsonLd()
  let script = document.head.querySelector<HTMLScriptElement>('script[type="application/ld+json"]')
  if (!data) {
    script?.remove()
    return
  }
  if (!script) {
    script = document.createElement('script')
    script.type = 'application/ld+json'
    document.head.append(script)
  }
  // textContent, never innerHTML: the text is data and is not parsed as HTML. '<' is escaped so
  // the document stays safe even if it is ever serialised into server-rendered HTML.
  const text = JSON.stringify(data).replace(/</g, '\\u003c')
  // Under Trusted Types Chromium checks a script element's text even for a data block, so the text
  // goes through the shop policy's JSON-only rule (lib/trusted-types.ts).
  if (script.textContent !== text) script.text = trustedJson(text)
}

function watchCrumbs() {
  unsubscribeCrumbs ??= useBreadcrumbStore.subscribe(syncJsonLd)
}

/** Declares schema.org nodes for as long as the calling component is shown. */
export function useStructuredData(data: JsonLdNode | JsonLdNode[] | null | undefined) {
  const json = data ? JSON.stringify(Array.isArray(data) ? data : [data]) : null
  useEffect(() => {
    watchCrumbs()
    if (!json) {
      syncJsonLd()
      return
    }
    const key = Symbol('page-structured-data')
    declaredNodes.set(key, JSON.parse(json) as JsonLdNode[])
    syncJsonLd()
    return () => {
      declaredNodes.delete(key)
      syncJsonLd()
    }
  }, [json])
}

export function usePageMeta({
  title,
  description,
  keywords,
  image,
  noindex = false,
  structuredData,
}: PageMetaInput) {
  const { pathname, search } = useLocation()
  useEffect(() => {
    const fullTitle = pageTitle(title)
    const text = description?.trim() || siteDefaults.description
    const canonical = canonicalUrl(siteOrigin(), pathname, search)
    const shareImage = absoluteUrl(image || DEFAULT_SHARE_IMAGE)
    document.title = fullTitle
    setMeta('meta[name="description"]', metaTag('description'), 'content', text)
    setMeta(
      'meta[name="keywords"]',
      metaTag('keywords'),
      'content',
      keywords?.trim() || siteDefaults.keywords,
    )
    setMeta(
      'link[rel="canonical"]',
      () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
      'href',
      canonical,
    )
    setMeta('meta[property="og:title"]', propertyTag('og:title'), 'content', fullTitle)
    setMeta('meta[property="og:description"]', propertyTag('og:description'), 'content', text)
    setMeta('meta[property="og:url"]', propertyTag('og:url'), 'content', canonical)
    setMeta('meta[property="og:image"]', propertyTag('og:image'), 'content', shareImage)
    setMeta('meta[name="twitter:title"]', metaTag('twitter:title'), 'content', fullTitle)
    setMeta('meta[name="twitter:description"]', metaTag('twitter:description'), 'content', text)
    setMeta('meta[name="twitter:image"]', metaTag('twitter:image'), 'content', shareImage)
  }, [title, description, keywords, image, pathname, search])

  const hidden = noindex || isPrivatePath(pathname)
  useEffect(() => {
    if (!hidden) return
    noindexRequests += 1
    syncRobots()
    return () => {
      noindexRequests -= 1
      syncRobots()
    }
  }, [hidden])

  useStructuredData(structuredData)
}

/** Component form of usePageMeta, for pages that prefer JSX. */
export function PageMeta(props: PageMetaInput) {
  usePageMeta(props)
  return null
}
