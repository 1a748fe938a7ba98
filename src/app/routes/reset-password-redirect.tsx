// Route module of /myaccount/resetpassword/redirect?token=…: the link in the reset email; it forwards
// to the reset page with the same token (only token-safe characters are carried over).
import '@/styles/features/account.scss'
import { Navigate, useSearchParams } from 'react-router-dom'
import { hrefs } from '@/lib/paths'

export function Component() {
  const [params] = useSearchParams()
  const token = (params.get('token') ?? '').replace(/[^A-Za-z0-9_-]/g, '').slice(0, 200)
  const target = token ? `${hrefs.resetPassword()}?token=${encodeURIComponent(token)}` : hrefs.resetPassword()
  return <Navigate to={target} replace />
}
