// CMS or server HTML through DOMPurify, which removes scripts, event handlers and javascript: URLs.
// DOMPurify is the well-kept standard for this; hand-written sanitising misses cases. Under Trusted
// Types it parses and returns through the shop's one policy (src/lib/trusted-types.ts), so its
// output is the only HTML a sink accepts. SafeHtml (./safe-html.tsx) loads this module only for
// HTML that is more than plain markup (./plain-html.tsx).
import DOMPurify, { type Config } from 'dompurify'
import { useMemo } from 'react'
import { lazy } from '@/lib/lazy'
import { sanitizedWith } from '@/lib/trusted-types'
import { dutchPhoneNumber, hrefs } from '@/lib/paths'

/**
 * DOMPurify's settings, made on the first sanitise call (not as the first page's chunk loads): the
 * shop's rules with the Trusted Types policy, once for TrustedHTML and once for a clean DOM tree
 * that the options still mark up.
 */
const configs = lazy(() =>
  sanitizedWith((policy) => {
    const rules: Config = {
      USE_PROFILES: { html: true },
      FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'],
      FORBID_ATTR: ['style'],
      // id="dataLayer" or name="location" in CMS markup would shadow globals (DOM clobbering):
      // DOMPurify prefixes every id and name with 'user-content-'.
      SANITIZE_NAMED_PROPS: true,
      TRUSTED_TYPES_POLICY: policy ?? undefined,
    }
    return {
      trusted: { ...rules, RETURN_TRUSTED_TYPE: true } as const,
      dom: { ...rules, RETURN_DOM: true } as const,
    }
  }),
)

export interface SanitizeOptions {
  /** Images without alt text are marked decorative (alt="") so screen readers skip the file name. */
  decorativeImages?: boolean
  /** Phone numbers in the text (not already in a link) become tel: links, so a phone dials them. */
  linkPhoneNumbers?: boolean
}

/** Wraps each phone number in the tree's text, outside links, in a tel: link (hrefs.tel). */
function linkPhoneNumbersIn(root: HTMLElement) {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  const texts: Text[] = []
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest('a')) texts.push(node as Text)
  }
  for (const text of texts) {
    const value = text.data
    const matches = [...value.matchAll(dutchPhoneNumber)]
    if (matches.length === 0) continue
    const parts = root.ownerDocument.createDocumentFragment()
    let at = 0
    for (const match of matches) {
      const start = match.index
      parts.append(value.slice(at, start))
      const link = root.ownerDocument.createElement('a')
      link.setAttribute('href', hrefs.tel(match[0]))
      link.textContent = match[0]
      parts.append(link)
      at = start + match[0].length
    }
    parts.append(value.slice(at))
    text.replaceWith(parts)
  }
}

/**
 * Each piece of CMS HTML is sanitised once per page life, not on every render or mount: the same
 * blocks and banners come back on every visit to a page. Bounded, oldest out first.
 */
const sanitized = new Map<string, string>()
const SANITIZED_MAX = 300

function sanitizeToTrusted(html: string, options: SanitizeOptions = {}): string {
  const key = `${options.decorativeImages ? 1 : 0}${options.linkPhoneNumbers ? 1 : 0}${html}`
  const known = sanitized.get(key)
  if (known !== undefined) return known
  const clean = sanitizeOnce(html, options)
  if (sanitized.size >= SANITIZED_MAX) sanitized.delete(sanitized.keys().next().value!)
  sanitized.set(key, clean)
  return clean
}

/** The sanitised HTML as TrustedHTML where the browser has Trusted Types (a string elsewhere). */
function sanitizeOnce(
  html: string,
  { decorativeImages = false, linkPhoneNumbers = false }: SanitizeOptions = {},
): string {
  const { trusted, dom } = configs()
  return sanitizedWith((policy) => {
    if (!decorativeImages && !linkPhoneNumbers) {
      return DOMPurify.sanitize(html, trusted) as unknown as string
    }
    // Marked on DOMPurify's own clean tree: untrusted HTML is never parsed anywhere else.
    const body = DOMPurify.sanitize(html, dom) as unknown as HTMLElement
    if (decorativeImages) {
      body.querySelectorAll('img:not([alt])').forEach((img) => img.setAttribute('alt', ''))
    }
    if (linkPhoneNumbers) linkPhoneNumbersIn(body)
    return policy ? (policy.createHTML(body.innerHTML) as unknown as string) : body.innerHTML
  })
}

/** The sanitised HTML as text (for callers that inspect it; rendering goes through SafeHtml). */
export function sanitizeHtml(html: string, options?: SanitizeOptions): string {
  return String(sanitizeToTrusted(html, options))
}

export interface SanitizedHtmlProps extends SanitizeOptions {
  html: string
  className?: string
  as?: 'div' | 'span' | 'section'
}

/** The sanitised HTML in its element (SafeHtml's path for HTML that is not plain markup). */
export function SanitizedHtml({
  html,
  className,
  as: Tag = 'div',
  decorativeImages = false,
  linkPhoneNumbers = false,
}: SanitizedHtmlProps) {
  const clean = useMemo(
    () => sanitizeToTrusted(html, { decorativeImages, linkPhoneNumbers }),
    [html, decorativeImages, linkPhoneNumbers],
  )
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />
}
