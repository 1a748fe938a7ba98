// Route module of /mijn-account and /my-account: the account overview (customer data, loyalty
// card for loyalty customers or a way to join, newsletter choice, address book, change password
// and email) beside the account nav.
import '@/styles/features/account.scss'
import { lazy, Suspense } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { useQuery } from '@tanstack/react-query'
import { addressQueries } from '@/api/aspos/addresses'
import { configQueries, isLoyaltyGroup } from '@/api/aspos/config'
import { customerQueries } from '@/api/aspos/customer'
import { orderQueries } from '@/api/aspos/orders'
import { usePageMeta } from '@/components/page-meta'
import { importWhenOnline } from '@/lib/import-when-online'
import { ErrorAlert, Spinner } from '@/components/query-state'
import { AddressBook } from '@/features/account/components/address-book'
import { ChangePasswordForm } from '@/features/account/components/change-password-form'
import { CustomerDetails } from '@/features/account/components/customer-details'
import { LoyaltyCard } from '@/features/account/components/loyalty-card'
import { LoyaltyJoin } from '@/features/account/components/loyalty-join'
import { NewsletterPreference } from '@/features/account/components/newsletter-preference'
import { ChangeEmailForm } from '@/features/auth/components/change-email-form'
import { useFirstName } from '@/stores/session-store'
import { account } from '@/messages/nl/account'
import { useBreadcrumb } from '@/stores/breadcrumb-store'

const t = account.area

// "Bijna op?": its own chunk, read after the page's own data.
const RunningOutAccount = lazy(() =>
  import('@/app/compose/running-out-account').then((m) => ({ default: m.RunningOutAccount })),
)

// "Mijn dieren" (kept on this device only): its own chunk, as on a food page's calculator.
const MyPets = lazy(() =>
  importWhenOnline(() => import('@/components/my-pets')).then((m) => ({ default: m.MyPets })),
)

export function makeLoader(queryClient: QueryClient) {
  return () => {
    void queryClient.prefetchQuery(customerQueries.detail())
    void queryClient.prefetchQuery(configQueries.detail())
    void queryClient.prefetchQuery(addressQueries.list())
    // "Bijna op?" reads the order history: asked with the page's own data, not after its chunk.
    void queryClient.prefetchQuery(orderQueries.history())
    return null
  }
}

export function Component() {
  usePageMeta({ title: t.pageTitle, description: t.metaDescription })
  useBreadcrumb([{ label: t.pageTitle }])
  const firstName = useFirstName()
  const customer = useQuery(customerQueries.detail())
  const config = useQuery(configQueries.detail())
  const loyal =
    customer.data &&
    config.data &&
    customer.data.loyaltyCardNumber &&
    isLoyaltyGroup(customer.data.groupCode, config.data)

  return (
    <>
      <h1 className="mb-1">{t.heading}</h1>
      {firstName && <p className="lead">{t.greeting(firstName)}</p>}
      {customer.isPending && <Spinner label={t.loading} />}
      {customer.isError && (
        <ErrorAlert error={customer.error} onRetry={() => void customer.refetch()} />
      )}
      {customer.data && (
        <div className="row g-4">
          <div className={loyal ? 'col-xl-7' : 'col-12'}>
            <CustomerDetails customer={customer.data} />
          </div>
          {loyal && customer.data.loyaltyCardNumber && (
            <div className="col-xl-5">
              <LoyaltyCard
                cardNumber={customer.data.loyaltyCardNumber}
                points={customer.data.loyaltyPoints}
              />
            </div>
          )}
        </div>
      )}
      {customer.data && (
        <Suspense fallback={null}>
          <RunningOutAccount />
        </Suspense>
      )}
      {customer.data && <NewsletterPreference subscribed={customer.data.newsletter} />}
      {customer.data && !customer.data.loyaltyCardNumber && <LoyaltyJoin />}
      <AddressBook />
      <div className="card mb-4">
        <div className="card-body">
          <Suspense fallback={null}>
            <MyPets headingLevel={2} />
          </Suspense>
        </div>
      </div>
      <div className="row g-4">
        <div className="col-md-6">
          <div className="card h-100">
            <div className="card-body">
              <ChangePasswordForm />
            </div>
          </div>
        </div>
        <div className="col-md-6">
          <div className="card h-100">
            <div className="card-body">
              <ChangeEmailForm />
            </div>
          </div>
        </div>
      </div>
    </>
  )
}
