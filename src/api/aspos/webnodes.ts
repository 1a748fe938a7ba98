// The category tree of the commerce service (GET /api/aspos/webnodetree): wire contract, fetcher
// and query factory. The tree changes rarely, so it is cached for 24 h and every caller (header
// menu, mobile menu, breadcrumbs, listings) shares the one request React Query makes. zod/mini:
// the header menu needs the tree on the home page's initial path.
import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { lazy } from '@/lib/lazy'
import { request } from '../http'
import { itemsOf, listOrWrapper } from './list-answer'

export interface WebNodeDto {
  Id: number
  Description: string
  /** Slug of this node only, e.g. 'droogvoer'. */
  NodeUrl: string
  Children: WebNodeDto[]
}

export const webNodeDtoSchema = lazy(
  (): z.ZodMiniType<WebNodeDto> =>
    z.lazy(() =>
      z.object({
        Id: z.int(),
        Description: z.string(),
        NodeUrl: z.string(),
        Children: z.pipe(
          z.nullish(z.array(webNodeDtoSchema())),
          z.transform((children: WebNodeDto[] | null | undefined) => children ?? []),
        ),
      }),
    ) as z.ZodMiniType<WebNodeDto>,
)

/**
 * Answer of GET /api/aspos/webnodetree. The spec says only "category tree with Children", so the
 * top nodes are taken bare (`[…]`), in our service's wrapper (`{ Success, WebNodes }`), or as the
 * Children of a root node (`{ Id, Description, Children }`).
 */
export const webNodeTreeResponseSchema = lazy(() =>
  listOrWrapper(webNodeDtoSchema(), ['WebNodes', 'Children']),
)
export type WebNodeTreeResponse = z.infer<ReturnType<typeof webNodeTreeResponseSchema>>

export async function fetchWebNodeTree(signal?: AbortSignal): Promise<WebNodeDto[]> {
  return itemsOf(
    await request('/api/aspos/webnodetree', { schema: webNodeTreeResponseSchema(), signal }),
  )
}

export const TREE_STALE_MS = 24 * 60 * 60 * 1000

export const webNodeQueries = {
  all: () => ['webnodes'] as const,
  tree: () =>
    queryOptions({
      queryKey: [...webNodeQueries.all(), 'tree'] as const,
      queryFn: ({ signal }) => fetchWebNodeTree(signal),
      staleTime: TREE_STALE_MS,
      gcTime: TREE_STALE_MS,
    }),
}
