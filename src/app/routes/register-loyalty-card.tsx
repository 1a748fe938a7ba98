// Route module of /register/new-user/loyalty-card: step 2, whether the shopper wants a loyalty card.
import '@/styles/features/account.scss'
import { LoyaltyCardStep } from '@/features/auth/registration/registration-steps'
import { hrefs } from '@/lib/paths'

export function Component() {
  return (
    <LoyaltyCardStep
      nextHref={hrefs.register('manner')}
      backHref={hrefs.register()}
      loyaltyPageHref={hrefs.contentPage('klantenkaart')}
    />
  )
}
