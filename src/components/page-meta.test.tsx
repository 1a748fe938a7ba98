import { readFileSync } from 'node:fs'
import { act, render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { siteDefaults } from '@/lib/env'
import { useBreadcrumb, type Trail } from '@/stores/breadcrumb-store'
import { canonicalUrl, pageTitle, usePageMeta, type PageMetaInput } from './page-meta'

describe('page metadata', () => {
  it('builds the canonical link from the site domain and path, with ?p only above 1', () => {
    expect(canonicalUrl('https://www.dierenruiter.nl/', '/producten/12', '?p=2&sort=name')).toBe(
      'https://www.dierenruiter.nl/producten/12?p=2',
    )
    expect(canonicalUrl('https://www.dierenruiter.nl', '/producten/12', '?p=1')).toBe(
      'https://www.dierenruiter.nl/producten/12',
    )
    expect(canonicalUrl('https://www.dierenruiter.nl', '/blog', '?p=abc')).toBe(
      'https://www.dierenruiter.nl/blog',
    )
  })
  it('never keeps filter or sort parameters in the canonical link', () => {
    expect(
      canonicalUrl('https://www.dierenruiter.nl', '/producten/12', '?brand=3&sort=price&min=1&p=3'),
    ).toBe('https://www.dierenruiter.nl/producten/12?p=3')
    expect(
      canonicalUrl('https://www.dierenruiter.nl', '/producten/aanbiedingen', '?sort=name'),
    ).toBe('https://www.dierenruiter.nl/producten/aanbiedingen')
  })
  it('falls back to the chain default title', () => {
    expect(pageTitle('')).toBe('Dier & Ruiter | Dierenspeciaalzaak en ruitersport')
    expect(pageTitle('Kattenvoer')).toBe('Kattenvoer | Dier & Ruiter')
  })
})

describe('index.html link-preview defaults (read without JavaScript)', () => {
  // The build puts the shop name in for %SHOP_NAME% (vite.config.ts).
  const html = readFileSync('index.html', 'utf8')
    .replaceAll('%SHOP_NAME%', siteDefaults.name)
    .replaceAll('&amp;', '&')
  const meta = (attr: string, key: string) =>
    new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1]

  it('name the shop, its title and description as the app does', () => {
    expect(meta('property', 'og:site_name')).toBe(siteDefaults.name)
    expect(meta('property', 'og:title')).toBe(siteDefaults.title)
    expect(meta('property', 'og:description')).toBe(siteDefaults.description)
    expect(meta('name', 'twitter:card')).toBe('summary_large_image')
  })
  it('point at the 1200 × 630 preview image in public/', () => {
    expect(meta('property', 'og:image')).toBe('%VITE_SITE_URL%/og-image.png')
    const png = readFileSync('public/og-image.png')
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
  })
})

// ---------------------------------------------------------------------------------------------
// In a page: one JSON-LD script, Open Graph tags, noindex, replaced on navigation
// ---------------------------------------------------------------------------------------------

function Page({ meta, crumbs = [] }: { meta: PageMetaInput; crumbs?: Trail }) {
  useBreadcrumb(crumbs)
  usePageMeta(meta)
  return <h1>{meta.title}</h1>
}

const product = { '@type': 'Product', name: 'Kattenbak' }
const store = { '@type': 'Store', name: 'Dierenwinkel Utrecht' }

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/product/kattenbak',
        element: (
          <Page
            meta={{ title: 'Kattenbak', structuredData: product, image: '/api/images/k.jpg' }}
            crumbs={[{ label: 'Kat', href: '/producten/2' }, { label: 'Kattenbak' }]}
          />
        ),
      },
      {
        path: '/vestigingen/utrecht',
        element: <Page meta={{ title: 'Utrecht', structuredData: store }} />,
      },
      { path: '/winkelmandje', element: <Page meta={{ title: 'Winkelmandje' }} /> },
      { path: '/weg', element: <Page meta={{ title: 'Niet gevonden', noindex: true }} /> },
      { path: '/faq', element: <Page meta={{ title: 'FAQ' }} /> },
    ],
    { initialEntries: [path] },
  )
  render(<RouterProvider router={router} />)
  return (to: string) => act(() => router.navigate(to))
}

const scripts = () => [...document.head.querySelectorAll('script[type="application/ld+json"]')]
const graph = () => {
  const [script] = scripts()
  return script
    ? (JSON.parse(script.textContent ?? '{}') as { '@graph': { '@type': string }[] })['@graph']
    : []
}
const head = (selector: string, attribute = 'content') =>
  document.head.querySelector(selector)?.getAttribute(attribute)

describe('usePageMeta in a page', () => {
  afterEach(() => {
    document.head.innerHTML = ''
  })

  it('publishes the page’s nodes and its BreadcrumbList in one JSON-LD script', async () => {
    renderAt('/product/kattenbak')
    expect(scripts()).toHaveLength(1)
    expect(graph().map((n) => n['@type'])).toEqual(['Product', 'BreadcrumbList'])
    expect(head('meta[property="og:title"]')).toBe('Kattenbak | Dier & Ruiter')
    expect(head('meta[property="og:url"]')).toBe('https://www.dierenruiter.nl/product/kattenbak')
    expect(head('meta[property="og:image"]')).toBe('https://www.dierenruiter.nl/api/images/k.jpg')
    expect(head('meta[name="robots"]')).toBeUndefined()
  })

  it('replaces the script on navigation and drops it on a page without structured data', async () => {
    const go = renderAt('/product/kattenbak')
    await go('/vestigingen/utrecht')
    expect(scripts()).toHaveLength(1)
    expect(graph().map((n) => n['@type'])).toEqual(['Store'])
    expect(head('meta[property="og:image"]')).toBe('https://www.dierenruiter.nl/og-image.png')
    await go('/faq')
    expect(scripts()).toHaveLength(0)
  })

  it('marks private paths and the 404 noindex, and lifts it on the next page', async () => {
    const go = renderAt('/winkelmandje')
    expect(head('meta[name="robots"]')).toBe('noindex')
    await go('/faq')
    expect(head('meta[name="robots"]')).toBeUndefined()
    await go('/weg')
    expect(head('meta[name="robots"]')).toBe('noindex')
    await go('/vestigingen/utrecht')
    expect(head('meta[name="robots"]')).toBeUndefined()
  })
})
