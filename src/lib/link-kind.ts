// What kind of link a CMS or menu URL is: a path of this shop (a router link), a safe link elsewhere
// (a plain anchor), or neither (text only). Plain functions without React: the head boot script
// paints home's links by the same rules as the app's CmsLink.

/** A path on this site. Browsers read '/\\host' as '//host' and drop tabs and newlines, so both count as other hosts. */
export function isInternalPath(href: string): boolean {
  if (!/^\/(?![/\\])/.test(href) || href.includes('\\')) return false
  for (let i = 0; i < href.length; i++) if (href.charCodeAt(i) <= 0x1f) return false
  return true
}

export function isSafeExternal(href: string): boolean {
  return /^(https?:|mailto:|tel:)/i.test(href)
}

/** The link leads to the page it is on (query and hash aside): a banner card then shows no button. */
export function isSamePath(href: string, pathname: string): boolean {
  const path = href.split(/[?#]/)[0]!.replace(/\/+$/, '')
  return path !== '' && path.toLowerCase() === pathname.replace(/\/+$/, '').toLowerCase()
}
