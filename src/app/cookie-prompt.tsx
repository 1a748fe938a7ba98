// The cookie prompt in a React root of its own, mounted as soon as the entry runs, before the first
// page's module and data are in (the app's own first commit waits for them). On a listing or product
// page of a first visit the prompt's text is often the largest paint on a phone, so it must not
// wait for the page. Its code and styles are a chunk of their own, out of the entry.
import { lazy, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { importWhenOnline } from '@/lib/import-when-online'
import type { AppRouter } from './router'

const CookieConsent = lazy(() =>
  importWhenOnline(() => import('./layouts/cookie-consent')).then((m) => ({
    default: m.CookieConsent,
  })),
)

export function mountCookiePrompt(router: AppRouter): void {
  const host = document.createElement('div')
  document.body.append(host)
  createRoot(host).render(
    <Suspense fallback={null}>
      <CookieConsent navigate={(to) => void router.navigate(to)} />
    </Suspense>,
  )
}
