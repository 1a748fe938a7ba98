// Contract tests of the category tree: the seed parses with our schema and the fetcher returns it.
import { describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import { QueryClient } from '@tanstack/react-query'
import { server } from '@/mocks/server'
import { webNodes } from '@/mocks/db/seed-catalogue'
import { fetchWebNodeTree, webNodeDtoSchema, webNodeQueries, TREE_STALE_MS } from './webnodes'
import { isApiError } from '../http'

describe('webnodes contract', () => {
  it('parses every seed node', () => {
    for (const node of webNodes) expect(webNodeDtoSchema().parse(node)).toEqual(node)
  })

  it('fetches the tree from the mock', async () => {
    const tree = await fetchWebNodeTree()
    expect(tree.map((n) => n.Description)).toContain('Hond')
    expect(tree[0]?.Children.length).toBeGreaterThan(0)
  })

  it.each([
    ['a bare array of nodes', (nodes: unknown[]) => nodes],
    [
      'the wrapper { Success, WebNodes }',
      (nodes: unknown[]) => ({ Success: true, WebNodes: nodes }),
    ],
    [
      'a root node with Children',
      (nodes: unknown[]) => ({ Id: 0, Description: 'Root', NodeUrl: '', Children: nodes }),
    ],
  ])('reads the tree sent as %s', async (_, shape) => {
    const nodes = [
      {
        Id: 1,
        Description: 'Hond',
        NodeUrl: 'hond',
        Children: [{ Id: 2, Description: 'Voer', NodeUrl: 'voer' }],
      },
    ]
    server.use(http.get('*/api/aspos/webnodetree', () => HttpResponse.json(shape(nodes))))
    const tree = await fetchWebNodeTree()
    expect(tree).toEqual([
      {
        Id: 1,
        Description: 'Hond',
        NodeUrl: 'hond',
        Children: [{ Id: 2, Description: 'Voer', NodeUrl: 'voer', Children: [] }],
      },
    ])
  })

  it('turns a refusal (Success false) into an ApiError', async () => {
    server.use(
      http.get('*/api/aspos/webnodetree', () =>
        HttpResponse.json({ Success: false, Message: 'Stuk.' }),
      ),
    )
    await expect(fetchWebNodeTree()).rejects.toSatisfy(
      (e) => isApiError(e) && e.kind === 'business',
    )
  })

  it('turns a malformed answer into an ApiError', async () => {
    server.use(
      http.get('*/api/aspos/webnodetree', () =>
        HttpResponse.json({ Success: true, WebNodes: [{ Id: 'x' }] }),
      ),
    )
    await expect(fetchWebNodeTree()).rejects.toSatisfy(
      (e) => isApiError(e) && e.kind === 'malformed',
    )
  })

  it('shares one request between concurrent callers and keeps it for 24 h', async () => {
    let calls = 0
    server.use(
      http.get('*/api/aspos/webnodetree', () => {
        calls++
        return HttpResponse.json({ Success: true, WebNodes: [] })
      }),
    )
    const client = new QueryClient()
    await Promise.all([
      client.fetchQuery(webNodeQueries.tree()),
      client.fetchQuery(webNodeQueries.tree()),
    ])
    await client.fetchQuery(webNodeQueries.tree())
    expect(calls).toBe(1)
    expect(webNodeQueries.tree().staleTime).toBe(TREE_STALE_MS)
  })
})
