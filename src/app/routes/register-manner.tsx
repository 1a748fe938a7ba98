// Route module of /register/new-user/manner: step 3, how the shopper found us and their pets.
import '@/styles/features/account.scss'
import { MannerStep } from '@/features/auth/registration/registration-steps'
import { hrefs } from '@/lib/paths'

export function Component() {
  return (
    <MannerStep nextHref={hrefs.register('profile')} backHref={hrefs.register('loyalty-card')} />
  )
}
