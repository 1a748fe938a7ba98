// Most CMS HTML is plain markup: paragraphs, headings, lists, bold and italics, a line break, a link
// to a page of the shop or an e-mail address. Such HTML holds nothing to sanitise (no attribute
// but a checked href, no other element), so it is read here into React elements directly, and
// DOMPurify (12 KiB gzip, and a parse of its own on the main thread) loads only for HTML that is
// more than that. The reading is strict: anything it does not know, or that the browser's parser
// would nest otherwise than written (a list inside a paragraph, a tag left open), gives null and
// goes to DOMPurify. React writes text as text, so nothing here reaches an HTML sink.
import type { ReactNode } from 'react'
import { dutchPhoneNumber, hrefs } from '@/lib/paths'

/** Paragraph-level elements: only at the top, in a list item or in a quote. */
const BLOCKS = new Set(['p', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'blockquote'])
/** Text-level elements: inside anything but a list itself. */
const INLINE = new Set(['strong', 'em', 'b', 'i', 'u', 'a'])
/** Where a paragraph-level element may open: at the top, or directly in one of these. */
const HOLDS_BLOCKS = new Set(['li', 'blockquote'])

/** The character references plain CMS text uses; any other makes the HTML not plain. */
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: '\u00a0',
}

/** A link's target: a page of the shop, a web address, an e-mail address or a phone number. */
const SAFE_HREF = /^(?:\/(?!\/)|https?:\/\/|mailto:|tel:)[^"'<>\s&\\]*$/

const TOKEN =
  /<\/([a-z][a-z0-9]*)>|<br\s*\/?>|<a href="([^"]*)">|<([a-z][a-z0-9]*)>|&(#?[a-z0-9]+);|&(?![#a-zA-Z0-9])|[^<&]+/gy

interface Open {
  tag: string
  children: ReactNode[]
  href?: string
}

export interface PlainHtmlOptions {
  /** Phone numbers in the text (not in a link) become tel: links (hrefs.tel). */
  linkPhoneNumbers?: boolean
}

function withPhoneLinks(text: string, key: () => number): ReactNode[] {
  const parts: ReactNode[] = []
  let at = 0
  for (const match of text.matchAll(dutchPhoneNumber)) {
    parts.push(text.slice(at, match.index))
    parts.push(
      <a key={key()} href={hrefs.tel(match[0])}>
        {match[0]}
      </a>,
    )
    at = match.index + match[0].length
  }
  parts.push(text.slice(at))
  return parts.filter((part) => part !== '')
}

/**
 * The HTML as React elements when it is plain markup (see above), or null when it is anything else
 * and must go through the sanitiser.
 */
export function plainHtml(html: string, { linkPhoneNumbers = false }: PlainHtmlOptions = {}) {
  const root: Open = { tag: '', children: [] }
  const stack: Open[] = [root]
  let key = 0
  const nextKey = () => key++
  let text = ''
  const top = () => stack[stack.length - 1]!
  const inLink = () => stack.some((open) => open.tag === 'a')
  const flushText = () => {
    if (text === '') return true
    const parent = top().tag
    if ((parent === 'ul' || parent === 'ol') && text.trim() !== '') return false
    top().children.push(...(linkPhoneNumbers && !inLink() ? withPhoneLinks(text, nextKey) : [text]))
    text = ''
    return true
  }
  TOKEN.lastIndex = 0
  while (TOKEN.lastIndex < html.length) {
    const token = TOKEN.exec(html)
    if (!token) return null
    const [whole, closing, href, opening, entity] = token
    if (entity !== undefined || whole === '&') {
      if (entity === undefined) text += '&'
      else if (Object.hasOwn(ENTITIES, entity)) text += ENTITIES[entity]
      else return null
      continue
    }
    if (!whole.startsWith('<')) {
      text += whole
      continue
    }
    if (!flushText()) return null
    const parent = top()
    if (closing !== undefined) {
      if (parent === root || parent.tag !== closing) return null
      stack.pop()
      const Tag = parent.tag as 'p'
      top().children.push(
        <Tag key={nextKey()} {...(parent.href === undefined ? {} : { href: parent.href })}>
          {parent.children}
        </Tag>,
      )
      continue
    }
    if (whole.startsWith('<br')) {
      if (parent.tag === 'ul' || parent.tag === 'ol') return null
      parent.children.push(<br key={nextKey()} />)
      continue
    }
    const tag = href !== undefined ? 'a' : opening!
    if (href !== undefined && (!SAFE_HREF.test(href) || inLink())) return null
    if (tag === 'li') {
      if (parent.tag !== 'ul' && parent.tag !== 'ol') return null
    } else if (BLOCKS.has(tag)) {
      if (parent !== root && !HOLDS_BLOCKS.has(parent.tag)) return null
    } else if (INLINE.has(tag)) {
      if (parent.tag === 'ul' || parent.tag === 'ol') return null
    } else return null
    stack.push({ tag, children: [], ...(href === undefined ? {} : { href }) })
  }
  if (!flushText() || stack.length !== 1) return null
  return root.children
}
