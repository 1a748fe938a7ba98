// Route module of /mijn-account/resetpassword?token=…: set a new password with the emailed token.
import '@/styles/features/account.scss'
import { Link, useLocation } from 'react-router-dom'
import { usePageMeta } from '@/components/page-meta'
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form'
import { readResetToken } from '@/features/auth/reset-token'
import { account } from '@/messages/nl/account'
import { useBreadcrumb } from '@/stores/breadcrumb-store'
import { hrefs } from '@/lib/paths'

const t = account.resetPassword

export function Component() {
  usePageMeta({ title: t.pageTitle })
  useBreadcrumb([{ label: t.pageTitle }])
  const token = readResetToken(useLocation().search)
  return (
    <div className="row justify-content-center py-4">
      <div className="col-md-8 col-lg-6">
        <h1 className="mb-3">{t.heading}</h1>
        {token ? (
          <ResetPasswordForm token={token} loginHref={hrefs.login()} />
        ) : (
          <div className="alert alert-warning" role="alert">
            {t.missingToken} <Link to={hrefs.login()}>{account.login.heading}</Link>
          </div>
        )}
      </div>
    </div>
  )
}
