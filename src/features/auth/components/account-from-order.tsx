// "Maak er een account van": the section below a guest's order on the order-complete page. It keeps
// the order it was given: registering logs the guest in, the page then reads the order as the new
// customer's, and this section stays with its result. The form itself loads when there is an
// order to make an account from (account-from-order-form.tsx).
import { lazy, Suspense, useState } from 'react'
import type { Order } from '@/api/aspos/orders'
import { Spinner } from '@/components/query-state'
import { account } from '@/messages/nl/account'
import { common } from '@/messages/nl/common'

const AccountFromOrderForm = lazy(() =>
  import('./account-from-order-form').then((m) => ({ default: m.AccountFromOrderForm })),
)

export interface AccountFromOrderProps {
  /** A guest's order just placed here (undefined while it loads, or for a customer's order). */
  order: Order | undefined
  loginHref: string
  accountHref: string
}

export function AccountFromOrder({ order, loginHref, accountHref }: AccountFromOrderProps) {
  const [kept, setKept] = useState(order)
  if (order && order.orderNumber !== kept?.orderNumber) setKept(order)
  if (!kept) return null
  return (
    <section aria-labelledby="account-from-order-heading" className="account-from-order card mt-4">
      <div className="card-body">
        <h2 id="account-from-order-heading" className="h4">
          {account.fromOrder.heading}
        </h2>
        <Suspense fallback={<Spinner label={common.loading} />}>
          <AccountFromOrderForm order={kept} loginHref={loginHref} accountHref={accountHref} />
        </Suspense>
      </div>
    </section>
  )
}
