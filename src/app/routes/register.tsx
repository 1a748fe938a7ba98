// Route module of /register/new-user: the registration wizard's frame (heading, step indicator)
// around the current step, which is a child route.
import '@/styles/features/account.scss'
import { Link, Outlet, useLocation } from 'react-router-dom'
import { usePageMeta } from '@/components/page-meta'
import { RegistrationProgress } from '@/features/auth/registration/registration-progress'
import { account } from '@/messages/nl/account'
import { useBreadcrumb } from '@/stores/breadcrumb-store'
import { hrefs } from '@/lib/paths'

const t = account.register

const registerSteps = [
  { label: t.steps.account, href: hrefs.register() },
  { label: t.steps.loyaltyCard, href: hrefs.register('loyalty-card') },
  { label: t.steps.manner, href: hrefs.register('manner') },
  { label: t.steps.profile, href: hrefs.register('profile') },
]

export function Component() {
  usePageMeta({ title: t.pageTitle, description: t.metaDescription })
  useBreadcrumb([{ label: t.pageTitle }])
  const { pathname } = useLocation()
  const path = pathname.replace(/\/+$/, '')
  const found = registerSteps.findIndex((step) => step.href === path)
  const current = found < 0 ? 0 : found

  return (
    <div className="register-page py-4">
      <div className="row justify-content-center">
        <div className="col-lg-8 col-xl-7">
          <h1 className="mb-3">{t.heading}</h1>
          <RegistrationProgress steps={registerSteps} current={current} />
          <div className="card">
            <div className="card-body p-md-4">
              <Outlet />
            </div>
          </div>
          <p className="mt-3">
            {t.alreadyAccount} <Link to={hrefs.login()}>{t.toLogin}</Link>
          </p>
        </div>
      </div>
    </div>
  )
}
