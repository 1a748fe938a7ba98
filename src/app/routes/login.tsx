// Route module of /mijn-account/login: the shared login form; after login the shopper goes to the
// sanitised ?redirect= target, or to the account overview.
import '@/styles/features/account.scss'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { usePageMeta } from '@/components/page-meta'
import { LoginForm } from '@/features/auth/components/login-form'
import { safeRedirect } from '@/features/auth/safe-redirect'
import { account } from '@/messages/nl/account'
import { useBreadcrumb } from '@/stores/breadcrumb-store'
import { hrefs } from '@/lib/paths'

const t = account.login

export function Component() {
  usePageMeta({ title: t.pageTitle, description: t.metaDescription })
  useBreadcrumb([{ label: t.pageTitle }])
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const target = safeRedirect(params.get('redirect'), hrefs.account())

  return (
    <div className="account-login row g-4 py-4">
      <div className="col-lg-6">
        <h1 className="mb-3">{t.heading}</h1>
        <p>{t.intro}</p>
        <LoginForm
          idPrefix="login-page"
          registerHref={hrefs.register()}
          onSuccess={() => void navigate(target, { replace: true })}
        />
      </div>
      <aside className="col-lg-5 offset-lg-1" aria-labelledby="new-customer-heading">
        <div className="card account-login__aside">
          <div className="card-body">
            <h2 id="new-customer-heading" className="h5">
              {t.newCustomerHeading}
            </h2>
            <p>{t.newCustomerText}</p>
            <Link className="btn btn-outline-secondary" to={hrefs.register()}>
              {t.createAccount}
            </Link>
          </div>
        </div>
      </aside>
    </div>
  )
}
