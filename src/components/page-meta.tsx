// Page metadata: title, description and keywords from the content, falling back to the chain's
// defaults; canonical = site domain + path (+ ?p=N only when N > 1).
import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { env, siteDefaults } from '@/lib/env'

export interface PageMetaInput {
  title?: string | null
  description?: string | null
  keywords?: string | null
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

export function usePageMeta({ title, description, keywords }: PageMetaInput) {
  const { pathname, search } = useLocation()
  useEffect(() => {
    document.title = pageTitle(title)
    setMeta('meta[name="description"]', metaTag('description'), 'content', description?.trim() || siteDefaults.description)
    setMeta('meta[name="keywords"]', metaTag('keywords'), 'content', keywords?.trim() || siteDefaults.keywords)
    setMeta(
      'link[rel="canonical"]',
      () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
      'href',
      canonicalUrl(env.VITE_SITE_URL, pathname, search),
    )
  }, [title, description, keywords, pathname, search])
}

/** Component form of usePageMeta, for pages that prefer JSX. */
export function PageMeta(props: PageMetaInput) {
  usePageMeta(props)
  return null
}
