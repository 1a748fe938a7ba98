// Route module of /mijn-account/vouchers: the customer's vouchers beside the account nav.
import '@/styles/features/account.scss'
import type { QueryClient } from '@tanstack/react-query'
import { customerQueries } from '@/api/aspos/customer'
import { usePageMeta } from '@/components/page-meta'
import { AccountNav } from '@/features/account/components/account-nav'
import { VouchersList } from '@/features/account/components/vouchers-list'
import { useLogout } from '@/app/compose/logout'
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
  const logout = useLogout()
  return (
    <div className="account-page row g-4 py-4">
      <div className="col-lg-3 order-last order-lg-first">
        <AccountNav hrefs={hrefs} onLogout={() => logout.mutate()} loggingOut={logout.isPending} />
      </div>
      <div className="col-lg-9">
        <h1 className="mb-3">{t.heading}</h1>
        <VouchersList />
      </div>
    </div>
  )
}
