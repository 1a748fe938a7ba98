// Wish list data and its changes: the list query (only with a stored token) and add/remove/clear
// mutations that keep the cached list in step. A change here tells the shop's other tabs, which
// read their list again (lib/tab-sync.ts).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
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

export function useWishListMutations() {
  const queryClient = useQueryClient()
  const key = selectionsQueries.list().queryKey
  const refresh = () => {
    tabAnnounced({ type: 'wish-list-changed' })
    return queryClient.invalidateQueries({ queryKey: selectionsQueries.all() })
  }

  const add = useMutation({ mutationFn: addToWishList, onSettled: refresh })
  const remove = useMutation({
    mutationFn: (item: Pick<WishListItem, 'id'>) => removeFromWishList(item.id),
    // Optimistic: the row goes at once; a failure brings it back through the refetch.
    onMutate: async (item) => {
      await queryClient.cancelQueries({ queryKey: key })
      queryClient.setQueryData<WishListItem[]>(key, (list) => list?.filter((i) => i.id !== item.id))
    },
    onSettled: refresh,
  })
  const clear = useMutation({
    mutationFn: clearWishList,
    onSuccess: () => queryClient.setQueryData<WishListItem[]>(key, []),
    onSettled: refresh,
  })
  return { add, remove, clear }
}
