// The one HTTP client for the content and commerce services. It alone knows headers, the base URL,
// query encoding, timeouts and how any failure becomes a typed ApiError with a Dutch message.
// Its schemas use zod/mini: this module is on the home page's initial path (see src/lib/env).
import * as z from 'zod/mini'
import { lazy } from '@/lib/lazy'
import { env } from '@/lib/env'
import { readStorage, storageKeys, writeStorage } from '@/lib/storage'
import { common } from '@/messages/nl/common'
import { requestEnded, requestStarted } from './activity'
import { ownApiHeaders, takeEarlyRequest } from './early-request'

export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'malformed' | 'business' | 'aborted'

export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly status: number
  readonly reasonCode: string | null
  /** A Dutch sentence that can be shown to the shopper as it is. */
  readonly userMessage: string
  /** The request field the service refused (its Field, e.g. 'firstName'), when it named one. */
  readonly field: string | null

  constructor(options: {
    kind: ApiErrorKind
    status?: number
    reasonCode?: string | null
    userMessage: string
    field?: string | null
    cause?: unknown
  }) {
    super(options.userMessage, { cause: options.cause })
    this.name = 'ApiError'
    this.kind = options.kind
    this.status = options.status ?? 0
    this.reasonCode = options.reasonCode ?? null
    this.userMessage = options.userMessage
    this.field = options.field ?? null
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** The Dutch message for any error, for places that show what went wrong. */
export function userMessageOf(error: unknown): string {
  return isApiError(error) ? error.userMessage : common.errors.generic
}

export type QueryValue = string | number | boolean | null | undefined
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>

const SEARCH_KEY_HEADER = 'X-Meili-API-Key'
export const CART_ID_HEADER = 'X-Cart-Id'
const DEFAULT_TIMEOUT_MS = 15_000

function currentOrigin(): string {
  return globalThis.location?.origin ?? 'http://localhost'
}

function apiBase(): URL {
  return new URL(env.VITE_API_BASE_URL || '/', currentOrigin())
}

/** Builds an absolute URL; array parameters are repeated (?a=1&a=2), empty values left out. */
export function buildUrl(path: string, query?: QueryParams): URL {
  const base = apiBase()
  const url = /^https?:\/\//.test(path)
    ? new URL(path)
    : new URL(base.pathname.replace(/\/$/, '') + path, base.origin)
  for (const [key, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value]
    for (const item of values) {
      if (item === undefined || item === null) continue
      url.searchParams.append(key, String(item))
    }
  }
  return url
}

/** True for our own API origin: the only place the bearer token and cart id may go. */
function isOwnApi(url: URL): boolean {
  return url.origin === apiBase().origin
}

/** Where the search service lives on our API origin; the search key goes nowhere else. */
const SEARCH_API_PREFIX = '/api/meilisearch/'
/** The only answers that hand out a cart id: the cart itself and the authentication (login, logout). */
const CART_ID_API_PREFIXES = ['/api/aspos/cart', '/api/aspos/authentication/']
/** The services whose 401 means "this login is no longer valid" (not search, not content). */
const SESSION_API_PREFIXES = ['/api/aspos/', '/api/auth/']

function apiPath(url: URL): string {
  // The path below the configured base, so a base URL with a path prefix still matches.
  const basePath = apiBase().pathname.replace(/\/$/, '')
  return url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) : url.pathname
}

/** True for an answer of our own API that may hand out a cart id (cart and authentication only). */
export function handsOutCartId(url: URL): boolean {
  if (!isOwnApi(url)) return false
  const path = apiPath(url)
  return CART_ID_API_PREFIXES.some(
    (prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  )
}

/** True for the search index on our own API origin: the spec's "URLs containing indexes". */
export function isSearchIndexUrl(url: URL): boolean {
  const path = apiPath(url)
  return isOwnApi(url) && path.startsWith(SEARCH_API_PREFIX) && path.includes('indexes')
}

export function buildHeaders(url: URL, token = readStorage(storageKeys.authToken)): Headers {
  const headers = isOwnApi(url)
    ? ownApiHeaders(token, readStorage(storageKeys.cartId))
    : ownApiHeaders(null, null)
  if (isSearchIndexUrl(url) && env.VITE_SEARCH_API_KEY) {
    headers.set(SEARCH_KEY_HEADER, env.VITE_SEARCH_API_KEY)
  }
  return headers
}

/** The token a refused request carried: the session ends only when it is still the current one. */
type UnauthorizedListener = (sentToken: string) => void
const unauthorizedListeners = new Set<UnauthorizedListener>()

/**
 * The session subscribes here. Only a 401 from our commerce or auth API, to a request that carried
 * a token, is reported: a 401 from search or content says nothing about the login.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener)
  return () => unauthorizedListeners.delete(listener)
}

function reportUnauthorized(url: URL, sentToken: string | null) {
  if (!sentToken || !isOwnApi(url)) return
  const path = apiPath(url)
  if (!SESSION_API_PREFIXES.some((prefix) => path.startsWith(prefix))) return
  unauthorizedListeners.forEach((listener) => listener(sentToken))
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  query?: QueryParams
  body?: unknown
  /** A zod/mini or a classic zod schema: both are core schemas, which z.safeParse runs. */
  schema: z.core.$ZodType<T>
  signal?: AbortSignal
  timeoutMs?: number
  /** Extra headers for our own API (e.g. the cart batch's Idempotency-Key). */
  headers?: Record<string, string>
  /** Lets the request outlive the page (cart changes sent while the page is being left). */
  keepalive?: boolean
}

const failureBodySchema = lazy(() =>
  z.looseObject({
    Success: z.optional(z.boolean()),
    ReasonCode: z.nullish(z.string()),
    Message: z.nullish(z.string()),
    /** A refused request: the first field the service did not accept (docs/api.md). */
    Field: z.nullish(z.string()),
  }),
)

function statusMessage(status: number): string {
  if (status === 401 || status === 403) return common.errors.unauthorized
  if (status === 404) return common.errors.notFound
  if (status >= 500) return common.errors.server
  return common.errors.generic
}

interface Sent {
  response: Response
  url: URL
  /** The token the request carried (null: none), for the 401 rule. */
  token: string | null
}

async function send(path: string, options: Omit<RequestOptions<unknown>, 'schema'>): Promise<Sent> {
  const url = buildUrl(path, options.query)
  const hasBody = options.body !== undefined
  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS)
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout
  const ownApi = isOwnApi(url)
  const headers = buildHeaders(url, ownApi ? readStorage(storageKeys.authToken) : null)
  if (ownApi)
    for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value)
  // The token this request really carries (a caller may pass a fresh one), for the 401 rule.
  const token = /^Bearer (.+)$/.exec(headers.get('Authorization') ?? '')?.[1] ?? null
  requestStarted()
  try {
    // A file upload (FormData) goes as multipart: the browser writes its Content-Type with the boundary.
    const multipart = options.body instanceof FormData
    if (multipart) headers.delete('Content-Type')
    const method = options.method ?? (hasBody ? 'POST' : 'GET')
    const body = multipart
      ? (options.body as FormData)
      : hasBody
        ? JSON.stringify(options.body)
        : undefined
    // The same request, started by the head boot script before the app ran: take its answer.
    const early =
      ownApi && !multipart
        ? takeEarlyRequest(method, url.href, (body as string | undefined) ?? null, token)
        : null
    const response = await (early?.catch(() => null) ?? Promise.resolve(null)).then(
      (adopted) =>
        adopted ??
        fetch(url, {
          method,
          headers,
          body,
          signal,
          credentials: ownApi ? 'same-origin' : 'omit',
          // A redirect would carry the bearer token and X-Cart-Id to wherever it points.
          redirect: 'error',
          keepalive: options.keepalive ?? false,
        }),
    )
    // Any other answer naming a cart id is not believed: only the cart and authentication hand them out.
    const cartId = response.headers.get(CART_ID_HEADER)
    if (cartId && handsOutCartId(url)) writeStorage(storageKeys.cartId, cartId)
    return { response, url, token }
  } catch (error) {
    if (options.signal?.aborted) {
      throw new ApiError({ kind: 'aborted', userMessage: common.errors.generic, cause: error })
    }
    if (timeout.aborted) {
      throw new ApiError({ kind: 'timeout', userMessage: common.errors.timeout, cause: error })
    }
    throw new ApiError({ kind: 'network', userMessage: common.errors.network, cause: error })
  } finally {
    requestEnded()
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text()
  if (text.trim() === '') return null
  try {
    return JSON.parse(text) as unknown
  } catch (cause) {
    throw new ApiError({
      kind: 'malformed',
      status: response.status,
      userMessage: common.errors.malformed,
      cause,
    })
  }
}

async function failure({ response, url, token }: Sent): Promise<ApiError> {
  if (response.status === 401) reportUnauthorized(url, token)
  let body: z.infer<ReturnType<typeof failureBodySchema>> | null = null
  try {
    const parsed = failureBodySchema().safeParse(await readJson(response))
    body = parsed.success ? parsed.data : null
  } catch {
    body = null
  }
  return new ApiError({
    kind: 'http',
    status: response.status,
    reasonCode: body?.ReasonCode ?? null,
    // A 5xx Message may hold internals (stack traces, hosts): shoppers get the generic sentence.
    userMessage: (response.status < 500 && body?.Message) || statusMessage(response.status),
    field: (response.status < 500 && body?.Field) || null,
  })
}

/** Sends a request and validates the JSON answer; every failure is an ApiError. */
export async function request<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const sent = await send(path, options)
  const { response } = sent
  if (!response.ok) throw await failure(sent)
  let json: unknown
  try {
    json = await readJson(response)
  } catch (error) {
    if (isApiError(error)) throw error
    throw new ApiError({ kind: 'network', userMessage: common.errors.network, cause: error })
  }
  const parsed = z.safeParse(options.schema, json)
  if (!parsed.success) {
    throw new ApiError({
      kind: 'malformed',
      status: response.status,
      userMessage: common.errors.malformed,
      cause: parsed.error,
    })
  }
  return parsed.data
}

export interface WriteOptions<T> extends Omit<RequestOptions<T>, 'schema'> {
  /**
   * What the answer may carry beyond the envelope (a cart, a stored address). Read when the body
   * has it in this shape; otherwise the write resolves with null and the caller reads again.
   */
  schema?: z.core.$ZodType<T>
}

/**
 * A write whose answer the spec leaves open ("not shown"). Any 2xx is a success, with or without a
 * body: 204, an empty 200, a body that is not JSON, or JSON of another shape. Only a body saying
 * `Success: false` is a refusal (an ApiError with its ReasonCode and Message), and a non-2xx fails
 * as every call does. Resolves with what `schema` found in the body, or null: after such a write
 * the caller reads again what the write changed (the cart, the wish list, the addresses).
 */
export async function requestWrite<T = never>(
  path: string,
  options: WriteOptions<T> = {},
): Promise<T | null> {
  const sent = await send(path, { ...options, method: options.method ?? 'POST' })
  const { response } = sent
  if (!response.ok) throw await failure(sent)
  let text: string
  try {
    text = response.status === 204 ? '' : await response.text()
  } catch (cause) {
    throw new ApiError({ kind: 'network', userMessage: common.errors.network, cause })
  }
  if (text.trim() === '') return null
  let json: unknown
  try {
    json = JSON.parse(text) as unknown
  } catch {
    // The status said yes; a body that is not JSON adds nothing to that.
    return null
  }
  const envelope = failureBodySchema().safeParse(json)
  if (envelope.success && envelope.data.Success === false) {
    throw new ApiError({
      kind: 'business',
      status: response.status,
      reasonCode: envelope.data.ReasonCode ?? null,
      userMessage: envelope.data.Message || common.errors.generic,
    })
  }
  if (!options.schema) return null
  const parsed = z.safeParse(options.schema, json)
  return parsed.success ? parsed.data : null
}

/** Downloads a file (invoice PDF and the like) as a Blob. */
export async function requestBlob(
  path: string,
  options: Omit<RequestOptions<unknown>, 'schema'> = {},
): Promise<Blob> {
  const sent = await send(path, options)
  if (!sent.response.ok) throw await failure(sent)
  try {
    return await sent.response.blob()
  } catch (cause) {
    throw new ApiError({ kind: 'network', userMessage: common.errors.network, cause })
  }
}

/** Offers a Blob to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = href
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(href), 1000)
}
