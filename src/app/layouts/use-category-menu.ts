// The category tree for the header menus: one shared request, derived once.
import { useQuery } from '@tanstack/react-query'
import { webNodeQueries } from '@/api/aspos/webnodes'
import { buildCategoryTree } from '@/features/catalogue/tree'

export function useCategoryMenu() {
  return useQuery({ ...webNodeQueries.tree(), select: buildCategoryTree })
}
