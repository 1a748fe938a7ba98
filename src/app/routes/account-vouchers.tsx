// Route module of /mijn-account/vouchers: the customer's vouchers beside the account nav.
import '@/styles/features/account.scss'
import type { QueryClient } from '@tanstack/react-query'
import { customerQueries } from '@/api/aspos/customer'
import { usePageMeta } from '@/components/page-meta'
import { VouchersList } from '@/features/account/components/vouchers-list'
import { account } from '@/messages/nl/account'
import { useBreadcrumb } from '@/stores/breadcrumb-store'
import { hrefs } from '@/lib/paths'

const t = account.vouchers

export function makeLoader(queryClient: QueryClient) {
  return () => {
    void queryClient.prefetchQuery(customerQueries.vouchers())
    return null
  }
}

export function Component() {
  usePageMeta({ title: t.pageTitle, description: t.metaDescription })
  useBreadcrumb([{ label: account.area.pageTitle, href: hrefs.account() }, { label: t.pageTitle }])
  return (
    <>
      <h1 className="mb-3">{t.heading}</h1>
      <VouchersList />
    </>
  )
}
