// What every page's shell needs (menus, banners, the category tree for the menus), requested as
// soon as the entry runs: in parallel with the first page's code rather than after it.
import type { QueryClient } from '@tanstack/react-query'
import { contentQueries } from '@/api/vm/content'
import { webNodeQueries } from '@/api/aspos/webnodes'

export function startShellRequests(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(contentQueries.shared())
  void queryClient.prefetchQuery(webNodeQueries.tree())
}
