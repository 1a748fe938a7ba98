// Route module of /klantenkaart/aanmelden, where 'Word lid' leads: a logged-in customer joins the
// loyalty programme here (or sees that the card is there already); a guest starts the registration
// at its first step, where the loyalty card is asked next.
import '@/styles/features/account.scss'
import { useQuery } from '@tanstack/react-query'
import { Link, Navigate, useNavigate } from 'react-router-dom'
import { customerQueries } from '@/api/aspos/customer'
import { usePageMeta } from '@/components/page-meta'
import { ErrorAlert, Spinner } from '@/components/query-state'
import { LoyaltyJoin } from '@/features/account/components/loyalty-join'
import { isSessionActive } from '@/stores/session'
import { useSession } from '@/stores/session-store'
import { account } from '@/messages/nl/account'
import { useBreadcrumb } from '@/stores/breadcrumb-store'
import { hrefs } from '@/lib/paths'

const t = account.loyalty

function JoinPage() {
  const navigate = useNavigate()
  const customer = useQuery(customerQueries.detail())
  return (
    <div className="py-4 col-lg-8">
      <h1 className="mb-3">{t.pageTitle}</h1>
      {customer.isPending && <Spinner label={account.area.loading} />}
      {customer.isError && (
        <ErrorAlert error={customer.error} onRetry={() => void customer.refetch()} />
      )}
      {customer.data?.loyaltyCardNumber ? (
        <p>
          {t.alreadyMember} <Link to={hrefs.account()}>{account.area.heading}</Link>
        </p>
      ) : (
        customer.data && <LoyaltyJoin onJoined={() => void navigate(hrefs.account())} />
      )}
    </div>
  )
}

export function Component() {
  usePageMeta({ title: t.pageTitle })
  useBreadcrumb([{ label: t.pageTitle }])
  const session = useSession()
  if (!isSessionActive(session)) return <Navigate to={hrefs.register()} replace />
  return <JoinPage />
}
