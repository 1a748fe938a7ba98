// Trusted Types: the built CSP says `require-trusted-types-for 'script'`, so the browser refuses a
// plain string in every HTML, script and script-URL sink (innerHTML, script text, a worker's URL).
// Values for those sinks come from the shop's ONE named policy (TRUSTED_TYPES_POLICY_NAME), created
// here and nowhere else:
// - HTML: only while `sanitizedWith` runs, i.e. from DOMPurify (components/sanitize.ts);
// - script text: only JSON, never code (the JSON-LD block needs none: it is filled with a Text node);
// - script URLs: only our own origin's .js files (the service worker).
// A `default` policy catches third-party sinks: it lets through only exact, static strings that a
// module declared with `allowLibraryHtml` (Leaflet's feature probe and its map controls); anything
// else is refused and reported. See docs/deploy.md (headers) and decision 013. The shop's policy is
// made on its first use; the default one at load, as it must stand before any library's sink.
import type { Config } from 'dompurify'
import { lazy } from './lazy'

/** The shop's one Trusted Types policy; the CSP (src/lib/security-headers.ts) names it. */
export const TRUSTED_TYPES_POLICY_NAME = 'shop'
/** The browser's fallback policy: lets through only static library markup (Leaflet), nothing else. */
export const TRUSTED_TYPES_DEFAULT_POLICY = 'default'

/** The browser's policy object (its type as DOMPurify declares it; no code of DOMPurify here). */
export type TrustedTypePolicy = NonNullable<Config['TRUSTED_TYPES_POLICY']>

interface PolicyFactory {
  /** An empty TrustedHTML of the browser's own, which every HTML sink takes without a policy. */
  emptyHTML?: unknown
  createPolicy: (
    name: string,
    rules: {
      createHTML?: (input: string) => string
      createScript?: (input: string) => string
      createScriptURL?: (input: string) => string
    },
  ) => TrustedTypePolicy
}

const factory = (globalThis as { trustedTypes?: PolicyFactory }).trustedTypes

/** Depth of running sanitiser calls: the only time the policy makes HTML. */
let sanitizing = 0

function refuse(kind: string): never {
  throw new TypeError(`${TRUSTED_TYPES_POLICY_NAME}: ${kind} refused`)
}

function sameOriginScript(input: string): string {
  const url = new URL(input, globalThis.location?.href)
  if (url.origin !== globalThis.location?.origin || !url.pathname.endsWith('.js'))
    refuse('script URL')
  return input
}

/** The shop's policy, made by the first call that needs it (a sanitise, JSON-LD, the worker's URL). */
const shopPolicy = lazy(
  (): TrustedTypePolicy | null =>
    factory?.createPolicy(TRUSTED_TYPES_POLICY_NAME, {
      createHTML: (input) => (sanitizing > 0 ? input : refuse('HTML outside the sanitiser')),
      createScript: (input) => {
        try {
          JSON.parse(input)
        } catch {
          refuse('script that is not JSON')
        }
        return input
      },
      createScriptURL: sameOriginScript,
    }) ?? null,
)

/**
 * Empty HTML for an HTML sink (an element React keeps as the static page holds it): the browser's
 * own empty TrustedHTML, or '' without Trusted Types. A plain '' is refused like any string: when
 * React creates the element afresh instead of adopting it, it writes this value into innerHTML.
 */
export const emptyHtml = (factory?.emptyHTML ?? '') as string

/** Exact strings third-party code may put into an HTML sink (static markup, never data). */
const libraryHtml = new Set<string>(['<svg/>'])

factory?.createPolicy(TRUSTED_TYPES_DEFAULT_POLICY, {
  // Returning undefined refuses: the sink throws and the browser reports the violation.
  createHTML: (input) => (libraryHtml.has(input) ? input : (undefined as unknown as string)),
})

/** Declares static markup a library writes with innerHTML (its own constants, never data). */
export function allowLibraryHtml(...html: string[]): void {
  html.forEach((item) => libraryHtml.add(item))
}

/**
 * Runs the sanitiser with the policy (null where the browser has no Trusted Types): DOMPurify
 * parses through it and returns TrustedHTML made by it. Nothing else may make HTML.
 */
export function sanitizedWith<T>(run: (htmlPolicy: TrustedTypePolicy | null) => T): T {
  const policy = shopPolicy()
  sanitizing += 1
  try {
    return run(policy)
  } finally {
    sanitizing -= 1
  }
}

/** JSON for a data <script>, as the textContent sink wants it. */
export function trustedJson(json: string): string {
  const policy = shopPolicy()
  return policy ? (policy.createScript(json) as unknown as string) : json
}

/** A same-origin script URL (the service worker), as the sink wants it. */
export function trustedScriptUrl(url: string): string {
  const policy = shopPolicy()
  return policy ? (policy.createScriptURL(url) as unknown as string) : url
}
