// What every page's shell needs (menus, banners, the category tree for the menus), requested as
// soon as the entry runs: in parallel with the first page's code rather than after it. On the home
// page the home article is that request: it carries the menus and banners, and the shell's refresh
// waits for it instead of asking a second time (one content request per first page).
import type { QueryClient } from '@tanstack/react-query'
import { contentQueries } from '@/api/vm/content'
import { webNodeQueries } from '@/api/aspos/webnodes'
import { paths } from '@/lib/paths'
import { afterFirstPaint } from '@/lib/after-first-paint'
import { startHomeData } from './routes/home.data'

export function startShellRequests(
  queryClient: QueryClient,
  pathname = window.location.pathname,
): void {
  if (pathname === paths.home || pathname === paths.homeAlias) void startHomeData(queryClient)
  void queryClient.prefetchQuery(contentQueries.shared())
  // The category tree feeds the desktop menu and the phone's menu drawer, which no first screen
  // shows: it comes after the first paint (the category and product loaders ask for it themselves).
  afterFirstPaint(() => void queryClient.prefetchQuery(webNodeQueries.tree()), 3000)
}
