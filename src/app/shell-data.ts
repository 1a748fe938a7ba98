// What every page's shell needs (menus, banners, the category tree for the menus), requested as
// soon as the entry runs: in parallel with the first page's code rather than after it. On the home
// page the home article is that request: it carries the menus and banners, and the shell's refresh
// waits for it instead of asking a second time (one content request per first page).
import type { QueryClient } from '@tanstack/react-query'
import { contentQueries } from '@/api/vm/content'
import { webNodeQueries } from '@/api/aspos/webnodes'
import { paths } from '@/lib/paths'
import { homeParams } from './routes/home-params'

export function startShellRequests(queryClient: QueryClient, pathname = window.location.pathname): void {
  if (pathname === paths.home || pathname === paths.homeAlias) {
    // The request leaves now; the preload of the opening images comes with the route's data module
    // (the router asks for that chunk next anyway), so the entry does not carry the block schemas.
    const article = queryClient.fetchQuery(contentQueries.article(homeParams))
    void Promise.all([article, import('./routes/home.data')]).then(
      ([page, data]) => data.preloadOpeningImages(page),
      () => undefined,
    )
  }
  void queryClient.prefetchQuery(contentQueries.shared())
  void queryClient.prefetchQuery(webNodeQueries.tree())
}
