// Route module of /register/new-user/profile: the last step; registering logs in and opens the
// account overview.
import '@/styles/features/account.scss'
import { useNavigate } from 'react-router-dom'
import { ProfileStep } from '@/features/auth/registration/profile-step'
import { hrefs } from '@/lib/paths'

export function Component() {
  const navigate = useNavigate()
  return (
    <ProfileStep
      backHref={hrefs.register('manner')}
      accountHref={hrefs.register()}
      loginHref={hrefs.login()}
      onRegistered={() => void navigate(hrefs.account(), { replace: true })}
    />
  )
}
