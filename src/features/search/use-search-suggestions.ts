// The dropdown's hits for what the shopper is typing: debounced 200 ms (spec section 9), keyed by
// the term so an answer for an older term can never stand in for a newer one. Beside them, the
// categories and brands the term names (search-shortcuts.ts, loaded when first needed).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { normalizeSearchTerm, SEARCH_MIN_LENGTH, searchQueries } from '@/api/search'
import { useDebouncedValue } from './use-debounced-value'

const SEARCH_DEBOUNCE_MS = 200

/** The categories and brands of a term: the matching module comes in with the first answer. */
export const shortcutQueries = {
  forTerm: (term: string) =>
    queryOptions({
      queryKey: [...searchQueries.all(), 'shortcuts', normalizeSearchTerm(term).toLowerCase()],
      queryFn: ({ client }) =>
        import('./search-shortcuts').then((m) => m.fetchShortcuts(client, term)),
      staleTime: 5 * 60_000,
    }),
}

export function useSearchSuggestions(text: string) {
  const term = normalizeSearchTerm(text)
  const debouncedTerm = useDebouncedValue(term, SEARCH_DEBOUNCE_MS)
  const active = term.length >= SEARCH_MIN_LENGTH && debouncedTerm.length >= SEARCH_MIN_LENGTH
  const query = useQuery({
    ...searchQueries.suggestion(debouncedTerm),
    enabled: active,
    // While the next term loads, the previous hits stay put instead of the list flickering empty;
    // they are marked as placeholder so the live region does not announce them as the new answer.
    placeholderData: keepPreviousData,
  })
  const shortcuts = useQuery({
    ...shortcutQueries.forTerm(debouncedTerm),
    enabled: active,
    placeholderData: keepPreviousData,
  })
  const settled = active && query.isSuccess && !query.isPlaceholderData && debouncedTerm === term
  return {
    term,
    active,
    result: active ? query.data : undefined,
    /** Categories and brands the term names, once known. */
    shortcuts: active ? shortcuts.data : undefined,
    /** The answer belongs to exactly what is typed now. */
    settled,
    isLoading: active && query.isPending && query.fetchStatus !== 'idle',
    error: active && query.isError ? query.error : null,
  }
}
