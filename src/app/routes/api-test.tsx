// /api-test: a diagnostic page for developers. It calls each endpoint the shop reads and shows
// status, time and whether the answer fits our zod contract, so pointing the shop at a real
// backend shows at once which contracts differ. Personal endpoints answer 401 when logged out.
import '@/styles/features/tables.scss'
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react'
import * as z from 'zod/mini'
import { buildHeaders, buildUrl, isApiError, request, type QueryParams } from '@/api/http'
import { buildContentRequest, DEFAULT_BANNER_CATEGORIES } from '@/api/vm/content'
import { contentResponseSchema } from '@/api/vm/content-model'
import { configDtoSchema } from '@/api/aspos/config'
import { webNodeTreeResponseSchema } from '@/api/aspos/webnodes'
import { cartDtoSchema } from '@/api/aspos/cart'
import { productListResponseSchema } from '@/api/aspos/product-queries'
import { brandsResponseSchema } from '@/api/aspos/brands'
import { searchAnswerDtoSchema, SEARCH_PATH } from '@/api/search'
import { selectionsResponseSchema } from '@/api/aspos/selections'
import { customerResponseSchema } from '@/api/aspos/customer'
import { addressesResponseSchema } from '@/api/aspos/addresses'
import { ordersResponseSchema } from '@/api/aspos/orders'
import { storeListResponseSchema } from '@/api/aspos/stores'
import { jobListResponseSchema } from '@/api/aspos/jobs'
import { blogListResponseSchema } from '@/api/aspos/blog'
import { usePageMeta } from '@/components/page-meta'
import { shell } from '@/messages/nl/shell'

interface Check {
  label: string
  method: 'GET' | 'POST'
  path: string
  query?: QueryParams
  body?: unknown
  schema: z.ZodMiniType
  personal?: boolean
}

const checks: Check[] = [
  {
    label: 'Content (home)',
    method: 'POST',
    path: '/api/vm/u',
    body: buildContentRequest(
      { url: 'home' },
      { getMenus: true, bannerCategories: [...DEFAULT_BANNER_CATEGORIES] },
    ),
    schema: contentResponseSchema(),
  },
  { label: 'Config', method: 'GET', path: '/api/aspos/common/config', schema: configDtoSchema() },
  {
    label: 'Categorieboom',
    method: 'GET',
    path: '/api/aspos/webnodetree',
    schema: webNodeTreeResponseSchema(),
  },
  { label: 'Winkelmandje', method: 'GET', path: '/api/aspos/cart', schema: cartDtoSchema() },
  {
    label: 'Producten',
    method: 'GET',
    path: '/api/aspos/products',
    query: { pageSize: 4 },
    schema: productListResponseSchema(),
  },
  { label: 'Merken', method: 'GET', path: '/api/aspos/brands', schema: brandsResponseSchema() },
  {
    label: 'Zoeken',
    method: 'GET',
    path: SEARCH_PATH,
    query: {
      searchTerm: 'hond',
      limit: 4,
      facetFilters: ['IsVariantProductString:False', 'WebNodeIds:NOT_EMPTY'],
    },
    schema: searchAnswerDtoSchema(),
  },
  { label: 'Winkels', method: 'GET', path: '/api/aspos/stores', schema: storeListResponseSchema },
  { label: 'Vacatures', method: 'GET', path: '/api/aspos/jobs', schema: jobListResponseSchema },
  {
    label: 'Blog',
    method: 'GET',
    path: '/api/aspos/blog',
    query: { page: 1, pageSize: 6 },
    schema: blogListResponseSchema,
  },
  {
    label: 'Klant',
    method: 'GET',
    path: '/api/aspos/customer',
    schema: customerResponseSchema(),
    personal: true,
  },
  {
    label: 'Adressen',
    method: 'GET',
    path: '/api/aspos/customer/addresses',
    query: { addressType: 'Default' },
    schema: addressesResponseSchema(),
    personal: true,
  },
  {
    label: 'Verlanglijstje',
    method: 'GET',
    path: '/api/aspos/products/selections',
    schema: selectionsResponseSchema(),
    personal: true,
  },
  {
    label: 'Bestellingen',
    method: 'GET',
    path: '/api/aspos/orders',
    schema: ordersResponseSchema,
    personal: true,
  },
]

type Result =
  | { state: 'pending' }
  | { state: 'done'; status: number; ms: number; fits: boolean; issues: string[] }
  | { state: 'failed'; ms: number; message: string }

async function runCheck(check: Check): Promise<Result> {
  const url = buildUrl(check.path, check.query)
  const started = performance.now()
  try {
    const response = await fetch(url, {
      method: check.method,
      headers: buildHeaders(url),
      body: check.body === undefined ? undefined : JSON.stringify(check.body),
      redirect: 'error',
    })
    const ms = Math.round(performance.now() - started)
    const text = await response.text()
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      return {
        state: 'done',
        status: response.status,
        ms,
        fits: false,
        issues: ['Geen geldige JSON'],
      }
    }
    const parsed = check.schema.safeParse(json)
    return {
      state: 'done',
      status: response.status,
      ms,
      fits: parsed.success,
      issues: parsed.success
        ? []
        : parsed.error.issues
            .slice(0, 5)
            .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`),
    }
  } catch (error) {
    return {
      state: 'failed',
      ms: Math.round(performance.now() - started),
      message: error instanceof Error ? error.message : String(error),
    }
  }
}

/**
 * One call through the shop's own client (`request`), so a developer (and the security flow) can
 * see that the token and cart id go to our API only: not to a full foreign URL, not to '//host',
 * and not along a redirect.
 */
function Probe() {
  const id = useId()
  const [path, setPath] = useState('/api/aspos/common/config')
  const [outcome, setOutcome] = useState('')
  const send = (event: FormEvent) => {
    event.preventDefault()
    setOutcome(shell.apiTest.pending)
    request(path, { schema: z.unknown() }).then(
      () => setOutcome(shell.apiTest.probe.answered(200)),
      (error: unknown) =>
        setOutcome(
          isApiError(error) && error.status > 0
            ? shell.apiTest.probe.answered(error.status)
            : shell.apiTest.probe.refused(isApiError(error) ? error.kind : String(error)),
        ),
    )
  }
  return (
    <form className="mb-4" onSubmit={send} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="h5">
        {shell.apiTest.probe.heading}
      </h2>
      <label className="form-label" htmlFor={`${id}-path`}>
        {shell.apiTest.probe.address}
      </label>
      <div className="input-group">
        <input
          id={`${id}-path`}
          className="form-control"
          value={path}
          onChange={(e) => setPath(e.target.value)}
        />
        <button type="submit" className="btn btn-secondary">
          {shell.apiTest.probe.send}
        </button>
      </div>
      <output className="d-block mt-2" aria-live="polite">
        {outcome}
      </output>
    </form>
  )
}

export function Component() {
  usePageMeta({ title: shell.apiTest.title })
  const [results, setResults] = useState<Result[]>(() => checks.map(() => ({ state: 'pending' })))
  const run = useCallback(() => {
    setResults(checks.map(() => ({ state: 'pending' })))
    checks.forEach((check, index) => {
      void runCheck(check).then((result) =>
        setResults((current) => current.map((r, i) => (i === index ? result : r))),
      )
    })
  }, [])
  useEffect(run, [run])

  return (
    <section>
      <h1>{shell.apiTest.title}</h1>
      <p>{shell.apiTest.intro}</p>
      <button type="button" className="btn btn-secondary mb-3" onClick={run}>
        {shell.apiTest.run}
      </button>
      <Probe />
      {/* Scrollable on small screens: focusable so keyboard users can scroll it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="table-responsive" tabIndex={0} role="region" aria-label={shell.apiTest.title}>
        <table className="table table-sm align-middle">
          <thead>
            <tr>
              <th scope="col">{shell.apiTest.endpoint}</th>
              <th scope="col">{shell.apiTest.status}</th>
              <th scope="col">{shell.apiTest.time}</th>
              <th scope="col">{shell.apiTest.contract}</th>
            </tr>
          </thead>
          <tbody aria-live="polite">
            {checks.map((check, index) => {
              const result = results[index]!
              return (
                <tr key={check.label}>
                  <th scope="row">
                    {check.label}
                    <br />
                    <code className="small">
                      {check.method} {check.path}
                    </code>
                  </th>
                  <td>
                    {result.state === 'done'
                      ? result.status
                      : result.state === 'failed'
                        ? '—'
                        : '…'}
                  </td>
                  <td>{result.state === 'pending' ? '…' : `${result.ms} ms`}</td>
                  <td>
                    {result.state === 'pending' && shell.apiTest.pending}
                    {result.state === 'failed' && (
                      <span className="text-danger">{`${shell.apiTest.failed}: ${result.message}`}</span>
                    )}
                    {result.state === 'done' && (
                      <>
                        <span
                          className={
                            result.fits
                              ? 'badge text-bg-success'
                              : check.personal && result.status === 401
                                ? 'badge text-bg-secondary'
                                : 'badge text-bg-danger'
                          }
                        >
                          {result.fits ? shell.apiTest.ok : shell.apiTest.mismatch}
                        </span>
                        {result.issues.length > 0 && (
                          <ul className="small mb-0 mt-1">
                            {result.issues.map((issue) => (
                              <li key={issue}>
                                <code>{issue}</code>
                              </li>
                            ))}
                          </ul>
                        )}
                      </>
                    )}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </section>
  )
}
