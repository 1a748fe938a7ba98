// The app's modals, one at a time (modal store): login, forgot password and the newsletter promo,
// which features/newsletter/promotion opens (5 s after load, once per day, browsing pages only).
import '@/styles/features/account.scss'
import { Modal } from '@/components/modal'
import { SafeHtml } from '@/components/safe-html'
import {
  LazyForgotPasswordForm as ForgotPasswordForm,
  LazyLoginForm as LoginForm,
  LazyModalNewsletterForm as NewsletterForm,
} from './lazy-forms'
import { useBanners } from '@/features/content/use-shared-content'
import { useLocation } from 'react-router-dom'
import { loginDialogDone, modalClosed, modalOpened, useActiveModal } from '@/stores/modal-store'
import { shell } from '@/messages/nl/shell'
import { hrefs, paths } from '@/lib/paths'

export function Modals() {
  const active = useActiveModal()
  const promo = useBanners('newsletter-promo-modal')[0]
  // A link inside a modal (e.g. 'Account aanmaken') leads to another page: the modal closes when
  // that page lands (closeModalsOnNavigation, wired to the router in router.tsx).
  const close = () => modalClosed()
  const onLoginPage = useLocation().pathname === paths.login
  return (
    <>
      <Modal open={active === 'login'} onClose={close} title={shell.modals.login} size="sm">
        {/* A login here also finishes what the shopper opened it for (a heart's product saved). */}
        <LoginForm
          onSuccess={(_session, welcome) => loginDialogDone(welcome)}
          registerHref={hrefs.register()}
          idPrefix="modal-login"
        />
      </Modal>
      <Modal
        open={active === 'forgotPassword'}
        onClose={close}
        title={shell.modals.forgotPassword}
        size="sm"
      >
        <ForgotPasswordForm
          // On the login page its own form is right behind the modal: closing leads back to it.
          onBackToLogin={onLoginPage ? close : () => modalOpened('login')}
        />
      </Modal>
      <Modal
        open={active === 'newsletter'}
        onClose={close}
        title={promo?.title || shell.modals.newsletter}
      >
        {promo && <SafeHtml html={promo.html} className="mb-3" />}
        <NewsletterForm />
      </Modal>
    </>
  )
}
