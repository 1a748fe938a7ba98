// Route module of /myaccount/resetpassword/redirect?token=…: the link in the reset email; it forwards
// to the reset page with the same token, unchanged (see features/auth/reset-token).
import '@/styles/features/account.scss'
import { Navigate, useLocation } from 'react-router-dom'
import { readResetToken, resetTokenQuery } from '@/features/auth/reset-token'
import { hrefs } from '@/lib/paths'

export function Component() {
  const { search } = useLocation()
  const token = readResetToken(search)
  const target = token ? `${hrefs.resetPassword()}${resetTokenQuery(token)}` : hrefs.resetPassword()
  return <Navigate to={target} replace />
}
