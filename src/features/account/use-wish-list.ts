// Wish list data and its changes: the list query (only with a stored token) and add/remove/clear
// mutations that keep the cached list in step. A change here tells the shop's other tabs, which
// read their list again (lib/tab-sync.ts).
import { useState } from 'react'
import {
  MutationObserver,
  mutationOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type MutationObserverOptions,
  type QueryClient,
} from '@tanstack/react-query'
import {
  addToWishList,
  clearWishList,
  removeFromWishList,
  selectionsQueries,
  type WishListItem,
} from '@/api/aspos/selections'
import { queryClient as pageQueryClient } from '@/api/query-client'
import { onOtherTab, tabAnnounced } from '@/lib/tab-sync'
import { useIsLoggedIn } from '@/stores/session-store'

onOtherTab((message) => {
  if (message.type === 'wish-list-changed')
    void pageQueryClient.invalidateQueries({ queryKey: selectionsQueries.all() })
})

export function useWishList() {
  const loggedIn = useIsLoggedIn()
  return useQuery({ ...selectionsQueries.list(), enabled: loggedIn })
}

/**
 * The list's changes and what each does to the cached list: one home for the wish list page's
 * hook and the hearts on cards.
 */
function wishListChanges(queryClient: QueryClient) {
  const key = selectionsQueries.list().queryKey
  const refresh = () => {
    tabAnnounced({ type: 'wish-list-changed' })
    return queryClient.invalidateQueries({ queryKey: selectionsQueries.all() })
  }
  return {
    add: mutationOptions({ mutationFn: addToWishList, onSettled: refresh }),
    remove: mutationOptions({
      mutationFn: (item: Pick<WishListItem, 'id'>) => removeFromWishList(item.id),
      // Optimistic: the row goes at once; a failure brings it back through the refetch.
      onMutate: async (item) => {
        await queryClient.cancelQueries({ queryKey: key })
        queryClient.setQueryData<WishListItem[]>(key, (list) =>
          list?.filter((i) => i.id !== item.id),
        )
      },
      onSettled: refresh,
    }),
    clear: mutationOptions({
      mutationFn: clearWishList,
      onSuccess: () => queryClient.setQueryData<WishListItem[]>(key, []),
      onSettled: refresh,
    }),
  }
}

export function useWishListMutations() {
  const changes = wishListChanges(useQueryClient())
  const add = useMutation(changes.add)
  const remove = useMutation(changes.remove)
  const clear = useMutation(changes.clear)
  return { add, remove, clear }
}

/**
 * A heart's change: the product goes on the list (add) or off it (remove). No mutation hook per
 * heart: a page of cards subscribed three mutation observers per card, and rendered them, for
 * changes made one at a time. The change is built when the heart is pressed; `busy` is true until
 * it has settled.
 */
export function useWishListToggle() {
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const change = <Data, Variables, Context>(
    options: MutationObserverOptions<Data, Error, Variables, Context>,
    variables: Variables,
  ): Promise<void> => {
    setBusy(true)
    const observer = new MutationObserver(queryClient, options)
    return observer
      .mutate(variables)
      .then(() => undefined)
      .finally(() => {
        // Let go of the settled change, so the cache can drop it in time.
        observer.reset()
        setBusy(false)
      })
  }
  const changes = wishListChanges(queryClient)
  return {
    busy,
    add: (productId: number) => change(changes.add, productId),
    remove: (item: Pick<WishListItem, 'id'>) => change(changes.remove, item),
  }
}
