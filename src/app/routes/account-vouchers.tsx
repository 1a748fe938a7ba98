// Route module of /mijn-account/vouchers: the customer's vouchers beside the account nav.
import '@/styles/features/account.scss'
import type { QueryClient } from '@tanstack/react-query'
import { customerQueries } from '@/api/aspos/customer'
import { VouchersList } from '@/features/account/components/vouchers-list'
import { account } from '@/messages/nl/account'
import { AccountSubpage } from '@/app/compose/account-subpage'

const t = account.vouchers

export function makeLoader(queryClient: QueryClient) {
  return () => {
    void queryClient.prefetchQuery(customerQueries.vouchers())
    return null
  }
}

export function Component() {
  return (
    <AccountSubpage title={t.pageTitle} heading={t.heading} description={t.metaDescription}>
      <VouchersList />
    </AccountSubpage>
  )
}
