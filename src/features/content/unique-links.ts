// The sitemap names each page once: a content page whose URL the shop's own list has already
// (contact, FAQ, stores, brands, … are app pages with a content article behind them) is left out.

/** A URL as a page: case, a trailing slash, a query and a fragment aside. */
function pageOf(href: string): string {
  return href
    .replace(/[?#].*$/, '')
    .replace(/(.)\/+$/, '$1')
    .toLowerCase()
}

/** The groups in order, each link left out when an earlier one (in any group) leads to its page. */
export function uniqueLinks<T extends { href: string }>(groups: readonly (readonly T[])[]): T[][] {
  const seen = new Set<string>()
  return groups.map((group) =>
    group.filter((link) => {
      const page = pageOf(link.href)
      if (seen.has(page)) return false
      seen.add(page)
      return true
    }),
  )
}
