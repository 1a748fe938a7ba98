// Build step for the first paint (decision 009): the few rules the static boot screen of index.html
// needs are copied from the built stylesheet into a <style> in the page, and the full stylesheet no
// longer blocks rendering: it is preloaded, attached with media="print" and switched on by the entry
// (src/lib/app-stylesheet.ts) before React's first render. The first paint then needs only the HTML,
// not the stylesheet that shares the link with the JavaScript. The CSP has no 'unsafe-inline': the
// inlined rules are allowed by their sha256, which this step adds to the page's style-src.
import { createHash } from 'node:crypto'
import type { Plugin } from 'vite'

/** The selectors the boot screen uses, exactly as they appear in the built CSS. */
const bootSelectors = new Set([
  ':root',
  '[data-bs-theme=light]',
  '*',
  ':after',
  ':before',
  'body',
  'svg',
  '.boot-screen',
  '.boot-bar',
  '.container',
  '.py-3',
  '.py-5',
  '.d-flex',
  '.justify-content-center',
  '.spinner-border',
  '.text-primary',
  '.visually-hidden',
])

/** Top-level blocks of a minified stylesheet: `selector{...}` and `@rule{...}`. */
function blocks(css: string): string[] {
  const result: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < css.length; i++) {
    const char = css[i]
    if (char === '{') depth++
    else if (char === '}') {
      depth--
      if (depth === 0) {
        result.push(css.slice(start, i + 1))
        start = i + 1
      }
    }
  }
  return result
}

function keepRule(rule: string): boolean {
  const selectors = rule.slice(0, rule.indexOf('{')).split(',')
  return selectors.some((selector) => bootSelectors.has(selector.trim()))
}

/** The rules of `css` the boot screen needs, media queries and the spinner's keyframes included. */
export function bootRules(css: string): string {
  const kept: string[] = []
  for (const block of blocks(css)) {
    if (block.startsWith('@keyframes spinner-border')) kept.push(block)
    else if (block.startsWith('@media')) {
      const open = block.indexOf('{')
      const inner = blocks(block.slice(open + 1, -1)).filter(keepRule)
      if (inner.length) kept.push(`${block.slice(0, open)}{${inner.join('')}}`)
    } else if (!block.startsWith('@') && keepRule(block)) kept.push(block)
  }
  return kept.join('')
}

export function criticalCss(): Plugin {
  return {
    name: 'critical-css',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html']
        if (!html || html.type !== 'asset' || typeof html.source !== 'string') return
        const link = html.source.match(/<link rel="stylesheet" crossorigin href="\/(assets\/index-[^"]+\.css)">/)
        const css = link ? bundle[link[1]!] : undefined
        if (!link || !css || css.type !== 'asset') {
          // The page still works (the stylesheet simply blocks the first paint again); say so.
          this.warn('critical-css: no app stylesheet link found in index.html; the boot CSS is not inlined')
          return
        }
        const href = `/${link[1]}`
        const critical = bootRules(String(css.source)).replaceAll('</', '<\\/')
        // The page's CSP meta allows exactly this <style> by its hash (docs/deploy.md: the header
        // policy copies the built page's style-src).
        const hash = `'sha256-${createHash('sha256').update(critical).digest('base64')}'`
        // The quotes of the meta's content may be written as &#39; by the HTML serializer.
        const withHash = html.source.replace(/(Content-Security-Policy" content="[^"]*style-src (?:'|&#39;)self(?:'|&#39;))/, `$1 ${hash}`)
        if (withHash === html.source) this.warn('critical-css: no style-src in the CSP meta; the boot CSS may be blocked')
        html.source = withHash.replace(
          link[0],
          `<style data-boot-css>${critical}</style>` +
            `<link rel="preload" as="style" crossorigin href="${href}">` +
            `<link rel="stylesheet" crossorigin href="${href}" media="print" data-app-css>` +
            `<noscript><link rel="stylesheet" crossorigin href="${href}"></noscript>`,
        )
      },
    },
  }
}
