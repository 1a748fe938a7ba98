// Route module of /mijn-account/facturen: the customer's invoices with PDF downloads, each naming
// its order with a link to it.
import '@/styles/features/checkout.scss'
import '@/styles/features/account.scss'
import type { QueryClient } from '@tanstack/react-query'
import { invoiceQueries } from '@/api/aspos/invoices'
import { InvoiceList } from '@/features/orders/components/invoice-list'
import { checkout } from '@/messages/nl/checkout'
import { hrefs } from '@/lib/paths'
import { AccountSubpage } from '@/app/compose/account-subpage'

const t = checkout.invoices

export function makeLoader(queryClient: QueryClient) {
  return () => {
    void queryClient.prefetchQuery(invoiceQueries.list())
    return null
  }
}

export function Component() {
  return (
    <AccountSubpage title={t.title} className="account-invoices">
      <InvoiceList orderHref={hrefs.order} />
    </AccountSubpage>
  )
}
