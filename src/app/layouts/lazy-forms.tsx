// Modals' and footer's forms, loaded when they are needed: the footer's newsletter form when the
// footer comes within a screen of the viewport, a modal's form when the modal opens. They pull
// react-hook-form (~14 KiB), which no first screen needs. A form that comes due while the shopper
// is offline loads when they are back (importWhenOnline), never failing the page.
import { lazy, Suspense, useRef, type ComponentProps } from 'react'
import { Spinner } from '@/components/query-state'
import { importWhenOnline } from '@/lib/import-when-online'
import { useNearViewport } from '@/lib/after-first-paint'

const NewsletterForm = lazy(() =>
  importWhenOnline(() => import('@/features/newsletter/newsletter-form')).then((m) => ({
    default: m.NewsletterForm,
  })),
)
const LoginForm = lazy(() =>
  importWhenOnline(() => import('@/features/auth/components/login-form')).then((m) => ({
    default: m.LoginForm,
  })),
)
const ForgotPasswordForm = lazy(() =>
  importWhenOnline(() => import('@/features/auth/components/forgot-password-form')).then((m) => ({
    default: m.ForgotPasswordForm,
  })),
)

/**
 * The newsletter form once its place comes within a screen of the viewport; until then a block of
 * the form's height keeps its place, so nothing below it moves when it arrives.
 */
export function LazyNewsletterForm(props: ComponentProps<typeof NewsletterForm>) {
  const place = useRef<HTMLDivElement>(null)
  const near = useNearViewport(place)
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
