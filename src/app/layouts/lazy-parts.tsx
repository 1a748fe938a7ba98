// Parts of the shell that are not needed for the first paint load after it: the footer (below the
// fold; it brings DOMPurify), the modals (login, forgot password, newsletter promo) and the forms
// inside both, which pull react-hook-form and classic zod (~25 KiB): the footer's newsletter form
// when the footer comes within a screen of the viewport, a modal's form when the modal opens. This
// keeps the entry chunk small and the home page's JavaScript by network idle low. A part that comes
// due while the shopper is offline loads when they are back (importWhenOnline), never failing the page.
import { lazy, Suspense, useEffect, useRef, useState, type ComponentProps } from 'react'
import { Spinner } from '@/components/query-state'
import { importWhenOnline } from '@/lib/import-when-online'
import { useActiveModal } from '@/stores/modal-store'
import { useIsLoggedIn } from '@/stores/session-store'
import { useNewsletterPromotion } from '@/features/newsletter/promotion'

const Footer = lazy(() => importWhenOnline(() => import('./footer')).then((m) => ({ default: m.Footer })))
const Modals = lazy(() => importWhenOnline(() => import('./modals')).then((m) => ({ default: m.Modals })))
const NewsletterForm = lazy(() =>
  importWhenOnline(() => import('@/features/newsletter/newsletter-form')).then((m) => ({ default: m.NewsletterForm })),
)
const LoginForm = lazy(() => importWhenOnline(() => import('@/features/auth/components/login-form')).then((m) => ({ default: m.LoginForm })))
const ForgotPasswordForm = lazy(() =>
  importWhenOnline(() => import('@/features/auth/components/forgot-password-form')).then((m) => ({ default: m.ForgotPasswordForm })),
)

export function LazyFooter() {
  return (
    <Suspense fallback={<div className="site-footer footer-placeholder" aria-hidden="true" />}>
      <Footer />
    </Suspense>
  )
}

/**
 * Loads the modals when one opens, or when the browser is idle. The newsletter promotion's timer
 * runs here, in the entry chunk, so its 5 s count from page load and not from when the modals load.
 */
export function LazyModals() {
  const active = useActiveModal()
  useNewsletterPromotion({ loggedIn: useIsLoggedIn() })
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    const start = () => setIdle(true)
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(start, { timeout: 3000 })
      return () => window.cancelIdleCallback(id)
    }
    const timer = setTimeout(start, 1500)
    return () => clearTimeout(timer)
  }, [])
  if (!idle && !active) return null
  return (
    <Suspense fallback={null}>
      <Modals />
    </Suspense>
  )
}

/**
 * The newsletter form once its place comes within a screen of the viewport; until then a block of
 * the form's height keeps its place, so nothing below it moves when it arrives.
 */
export function LazyNewsletterForm(props: ComponentProps<typeof NewsletterForm>) {
  const place = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = place.current
    if (near || !element) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true)
    }, { rootMargin: '100% 0px' })
    observer.observe(element)
    return () => observer.disconnect()
  }, [near])
  const placeholder = <div ref={place} className="newsletter-form-placeholder" aria-hidden="true" />
  if (!near) return placeholder
  return (
    <Suspense fallback={placeholder}>
      <NewsletterForm {...props} />
    </Suspense>
  )
}

/** A modal's form: its code loads when the modal opens (a modal renders its body only when open). */
export function LazyLoginForm(props: ComponentProps<typeof LoginForm>) {
  return (
    <Suspense fallback={<Spinner />}>
      <LoginForm {...props} />
    </Suspense>
  )
}

export function LazyForgotPasswordForm(props: ComponentProps<typeof ForgotPasswordForm>) {
  return (
    <Suspense fallback={<Spinner />}>
      <ForgotPasswordForm {...props} />
    </Suspense>
  )
}

export function LazyModalNewsletterForm(props: ComponentProps<typeof NewsletterForm>) {
  return (
    <Suspense fallback={<Spinner />}>
      <NewsletterForm {...props} />
    </Suspense>
  )
}
