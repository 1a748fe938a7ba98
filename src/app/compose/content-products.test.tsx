import { act, render, screen } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server } from '@/mocks/server'
import { fixtureProductIds } from '@/mocks/db/seed-catalogue'
import { getDb } from '@/mocks/mock-db'
import { ContentProducts } from './content-products'

/** An IntersectionObserver the test moves: `enter()` brings every observed element near. */
let observed: { callback: IntersectionObserverCallback; elements: Element[] }[] = []
class TestObserver {
  private entry: { callback: IntersectionObserverCallback; elements: Element[] }
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, elements: [] }
    observed.push(this.entry)
  }
  observe(element: Element) {
    this.entry.elements.push(element)
  }
  disconnect() {
    observed = observed.filter((o) => o !== this.entry)
  }
}
const enter = () =>
  act(() => {
    for (const { callback, elements } of observed)
      callback(
        elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      )
  })

afterEach(() => {
  vi.unstubAllGlobals()
  observed = []
})

describe('ContentProducts', () => {
  it('asks for its products only once it nears the viewport, and says nothing loads before', async () => {
    vi.stubGlobal('IntersectionObserver', TestObserver)
    const requests: string[] = []
    const listen = ({ request }: { request: Request }) => void requests.push(request.url)
    server.events.on('request:start', listen)
    const title = getDb().productById(fixtureProductIds.plain)!.Description
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ContentProducts productIds={[fixtureProductIds.plain]} title="Aanbevolen" />
        </MemoryRouter>
      </QueryClientProvider>,
    )
    expect(screen.getByRole('heading', { name: 'Aanbevolen' })).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(requests).toEqual([])
    expect(screen.queryByRole('status')).not.toBeInTheDocument()

    enter()
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument()
    expect(requests.length).toBeGreaterThan(0)
    server.events.removeListener('request:start', listen)
  })
})
