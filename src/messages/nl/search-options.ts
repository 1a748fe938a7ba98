// Dutch strings of the search dropdown's groups, a module of its own: they load with the dropdown's
// options (features/search/components/search-options.tsx), not with the header.
export const searchOptions = {
  /** The groups: the recent searches of an empty box; categories and brands, then products. */
  recent: 'Recent gezocht',
  categories: 'Categorieën',
  brands: 'Merken',
  products: 'Producten',
  /** A category with its top category: 'Droogvoer in Hond'. */
  within: (top: string) => `in ${top}`,
  clearRecent: 'Recente zoekopdrachten wissen',
} as const
