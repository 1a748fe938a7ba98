// The derived category tree (Level, Ancestors, Url, lookups) for any component: the header menu,
// the mobile menu, breadcrumbs and listings. One shared, 24 h cached request for every caller.
import { useQuery } from '@tanstack/react-query'
import { webNodeQueries } from '@/api/aspos/webnodes'
import { buildCategoryTree } from './tree'

export function useCategoryTree() {
  // A stable module-level select function, so the derivation runs once per fetched tree.
  return useQuery({ ...webNodeQueries.tree(), select: buildCategoryTree })
}
