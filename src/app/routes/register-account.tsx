// Route module of /register/new-user (index): step 1 of the wizard, the account details.
import '@/styles/features/account.scss'
import { AccountStep } from '@/features/auth/registration/registration-steps'
import { hrefs } from '@/lib/paths'

export function Component() {
  return <AccountStep nextHref={hrefs.register('loyalty-card')} loginHref={hrefs.login()} />
}
