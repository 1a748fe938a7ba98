// schema.org JSON-LD nodes that belong to the shop as a whole (Organization, WebSite with its search
// action, the BreadcrumbList of the trail a page shows). Page-specific nodes (Product, Store, FAQPage …)
// are built by their features; page-meta.tsx puts them all in the page's one JSON-LD script.
import { siteDefaults } from '@/lib/env'
import { hrefs } from '@/lib/paths'
import { shell } from '@/messages/nl/shell'

export type JsonLdNode = { '@type': string } & Record<string, unknown>

/** The shop's logo for Organization (a square PNG in public/icons). */
const SHOP_LOGO = '/icons/icon-512.png'

export const organizationId = (origin: string) => `${origin}/#organization`

export function organizationJsonLd(origin: string): JsonLdNode {
  return {
    '@type': 'Organization',
    '@id': organizationId(origin),
    name: siteDefaults.name,
    url: `${origin}/`,
    logo: `${origin}${SHOP_LOGO}`,
  }
}

/** WebSite with the sitelinks search box: the search page takes the term in its path. */
export function webSiteJsonLd(origin: string): JsonLdNode {
  return {
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name: siteDefaults.name,
    url: `${origin}/`,
    inLanguage: 'nl-NL',
    publisher: { '@id': organizationId(origin) },
    potentialAction: {
      '@type': 'SearchAction',
      // hrefs.search('') is the search path without a term; the placeholder must stay unencoded.
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${origin}${hrefs.search('')}{search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  }
}

export interface TrailCrumb {
  label: string
  href?: string
}

/**
 * The BreadcrumbList of the trail the page shows: 'Home', then the page's crumbs; the last one (the
 * current page) gets the page's canonical URL. Null when there is no trail or a label is still empty.
 */
export function breadcrumbListJsonLd(
  crumbs: readonly TrailCrumb[],
  origin: string,
  currentUrl: string,
): JsonLdNode | null {
  if (crumbs.length === 0 || crumbs.some((c) => !c.label.trim())) return null
  const items = [{ label: shell.breadcrumb.home, href: '/' }, ...crumbs]
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((crumb, index) => {
      const last = index === items.length - 1
      const item = last ? currentUrl : crumb.href ? `${origin}${crumb.href}` : undefined
      return {
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.label,
        ...(item ? { item } : {}),
      }
    }),
  }
}
