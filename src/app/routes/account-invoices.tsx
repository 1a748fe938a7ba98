// Route module of /mijn-account/facturen: the customer's invoices with PDF downloads.
import '@/styles/features/checkout.scss'
import '@/styles/features/account.scss'
import type { QueryClient } from '@tanstack/react-query'
import { invoiceQueries } from '@/api/aspos/orders'
import { usePageMeta } from '@/components/page-meta'
import { InvoiceList } from '@/features/orders/components/invoice-list'
import { checkout } from '@/messages/nl/checkout'
import { useBreadcrumb } from '@/stores/breadcrumb-store'
import { hrefs } from '@/lib/paths'

const t = checkout.invoices

export function makeLoader(queryClient: QueryClient) {
  return () => {
    void queryClient.prefetchQuery(invoiceQueries.list())
    return null
  }
}

export function Component() {
  usePageMeta({ title: t.title })
  useBreadcrumb([{ label: checkout.orders.breadcrumbAccount, href: hrefs.account() }, { label: t.title }])
  return (
    <div className="account-invoices">
      <h1 className="mb-3">{t.title}</h1>
      <InvoiceList />
    </div>
  )
}
