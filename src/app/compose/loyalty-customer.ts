// Whether the shopper is a loyalty customer (their customer group is one of the config's
// CustomerGroups.Loyalty): the line rule then charges the loyalty price, as the cart does. Shared by
// the product page and the DIY guide's slot, so both announce what the cart will charge.
import { useQuery } from '@tanstack/react-query'
import { configQueries, isLoyaltyGroup } from '@/api/aspos/config'
import { customerQueries } from '@/api/aspos/customer'
import { useIsLoggedIn } from '@/stores/session-store'

export function useLoyaltyCustomer(): boolean {
  const loggedIn = useIsLoggedIn()
  const customer = useQuery({ ...customerQueries.detail(), enabled: loggedIn })
  const config = useQuery({ ...configQueries.detail(), enabled: loggedIn })
  return (
    loggedIn &&
    !!customer.data &&
    !!config.data &&
    isLoyaltyGroup(customer.data.groupCode, config.data)
  )
}
