// The lean mock profile (MOCK_PROFILE=lean for the preview middleware, VITE_MOCK_PROFILE=lean for
// `npm run dev:lean`): the same services, answering only what the spec shows. Every write whose
// answer the spec leaves open answers 204 No Content, and the reads whose shape it leaves open come
// as bare as it allows (the category tree as a bare array, Config as a key/value list, no envelope
// where the spec names none). A refusal (non-2xx, or Success false) is passed on as it is.
// docs/api.md lists the shapes.
import { getResponse, http, type HttpHandler } from 'msw'

export type MockProfile = 'full' | 'lean'

export function mockProfileOf(value: string | undefined): MockProfile {
  return value === 'lean' ? 'lean' : 'full'
}

type Json = Record<string, unknown>
/** Turns the full answer's JSON into the lean one. */
type Shaper = (body: Json) => unknown

interface Rule {
  method: string
  path: RegExp
  /** null: a write whose answer the spec does not show (204 No Content). */
  shape: Shaper | null
}

const pick =
  (...keys: string[]): Shaper =>
  (body) =>
    Object.fromEntries(keys.filter((key) => key in body).map((key) => [key, body[key]]))

interface Node {
  Id: unknown
  Description: unknown
  NodeUrl: unknown
  Children?: Node[] | null
}

/** Spec section 3: Id, Description, NodeUrl, Children (left out where there are none). */
function bareNode(node: Node): Json {
  const children = node.Children ?? []
  return {
    Id: node.Id,
    Description: node.Description,
    NodeUrl: node.NodeUrl,
    ...(children.length ? { Children: children.map(bareNode) } : {}),
  }
}

const bareHit = (hit: Json): Json => {
  const images = Array.isArray(hit.Images) ? (hit.Images as Json[]) : []
  return {
    ...(pick('Title', 'Url', 'GrossPrice', 'SalePrice')(hit) as Json),
    Images: images.map((image) => ({ ImageUrl: image.ImageUrl })),
  }
}

/** Every call whose answer the spec (section 7) shows as "not shown", and that the shop writes. */
const openWrites: [method: string, path: RegExp][] = [
  ['POST', /^\/api\/aspos\/cart\/vouchers$/],
  ['DELETE', /^\/api\/aspos\/cart\/vouchers$/],
  ['POST', /^\/api\/aspos\/cart\/(delivery|store|invoice)$/],
  ['DELETE', /^\/api\/aspos\/products\/selections\/[^/]+$/],
  ['POST', /^\/api\/aspos\/products\/selections\/clear$/],
  ['POST', /^\/api\/aspos\/customer\/addresses$/],
  ['POST', /^\/api\/aspos\/customer\/change-(password|email)$/],
  ['POST', /^\/api\/auth\/logout$/],
]

export const leanRules: Rule[] = [
  ...openWrites.map(([method, path]) => ({ method, path, shape: null })),
  // "category tree with Children": the top nodes as a bare array.
  {
    method: 'GET',
    path: /^\/api\/aspos\/webnodetree$/,
    shape: (body) => ((body.WebNodes as Node[] | undefined) ?? []).map(bareNode),
  },
  // "Success, Regions, Config": Config as a list of key/value pairs.
  {
    method: 'GET',
    path: /^\/api\/aspos\/common\/config$/,
    shape: (body) => ({
      Success: body.Success,
      Regions: body.Regions,
      Config: Object.entries((body.Config as Json | undefined) ?? {}).map(([Key, Value]) => ({
        Key,
        Value,
      })),
    }),
  },
  {
    method: 'POST',
    path: /^\/api\/aspos\/authentication\/(login|register)$/,
    shape: pick('Success', 'Token'),
  },
  { method: 'GET', path: /^\/api\/aspos\/customer$/, shape: pick('Customer', 'Fields') },
  { method: 'GET', path: /^\/api\/aspos\/customer\/addresses$/, shape: pick('Addresses') },
  {
    method: 'GET',
    path: /^\/api\/aspos\/products\/selections$/,
    shape: pick('ProductSelections', 'ProductUrls'),
  },
  {
    method: 'POST',
    path: /^\/api\/aspos\/products\/selections$/,
    shape: pick('Success', 'ProductSelection'),
  },
  {
    method: 'GET',
    path: /^\/api\/meilisearch\/v1\/default\/search$/,
    shape: (body) => ({ Hits: ((body.Hits as Json[] | undefined) ?? []).map(bareHit) }),
  },
]

function ruleFor(request: Request): Rule | undefined {
  const { pathname } = new URL(request.url)
  return leanRules.find((rule) => rule.method === request.method && rule.path.test(pathname))
}

/** The full answer as the lean profile sends it; a refusal is passed on unchanged. */
export async function leanAnswer(rule: Rule, full: Response): Promise<Response> {
  if (!full.ok) return full
  const text = await full.clone().text()
  let body: unknown = null
  try {
    body = text.trim() ? (JSON.parse(text) as unknown) : null
  } catch {
    return full
  }
  const json =
    body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Json) : null
  if (json?.Success === false) return full
  const headers = new Headers(full.headers)
  headers.delete('Content-Length')
  if (rule.shape === null) {
    headers.delete('Content-Type')
    return new Response(null, { status: 204, headers })
  }
  if (!json) return full
  headers.set('Content-Type', 'application/json')
  return new Response(JSON.stringify(rule.shape(json)), { status: full.status, headers })
}

/**
 * Put before the service handlers: a call the profile shapes is answered by those handlers and
 * then shaped; any other call falls through to them untouched.
 */
export function leanHandlers(services: readonly HttpHandler[]): HttpHandler[] {
  return [
    http.all('*/api/*', async ({ request }) => {
      const rule = ruleFor(request)
      if (!rule) return undefined
      const full = await getResponse([...services], request.clone())
      return full ? leanAnswer(rule, full) : undefined
    }),
  ]
}

/** The service handlers of a profile. */
export function profileHandlers(
  services: readonly HttpHandler[],
  profile: MockProfile,
): HttpHandler[] {
  return profile === 'lean' ? [...leanHandlers(services), ...services] : [...services]
}
