// The cookie prompt in a React root of its own, mounted as soon as the entry runs, before the first
// page's module and data are in (the app's own first commit waits for them). On a listing or product
// page of a first visit the prompt's text is often the largest paint on a phone, so it must not
// wait for the page: in the build the static first screen already holds it (shown by the head boot
// script), and this root takes that host over once the prompt's code is in, rendering the same
// markup, so it never flashes. A choice pressed before that is carried out here. Its code is a chunk
// of its own, out of the entry; its styles are the shell's.
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { importWhenOnline } from '@/lib/import-when-online'
import type { AppRouter } from './router'

type ShellWindow = Window & { __shellButtonPressed?: Element }

export function mountCookiePrompt(router: AppRouter): void {
  const host =
    document.querySelector<HTMLElement>('.cookie-prompt-host') ??
    document.body.appendChild(
      Object.assign(document.createElement('div'), { className: 'cookie-prompt-host' }),
    )
  void importWhenOnline(() => import('./layouts/cookie-consent'))
    .then(({ CookieConsent, chooseConsent, releaseCookiePromptRoom }) => {
      const pressed = (window as ShellWindow).__shellButtonPressed
      const choice = pressed && host.contains(pressed) ? pressed.getAttribute('data-choice') : null
      if (choice === 'accepted' || choice === 'rejected') chooseConsent(choice)
      // Focus on one of the static prompt's controls moves to the same control of the app's.
      const focused = document.activeElement
      const focusedSelector =
        focused instanceof HTMLElement && host.contains(focused)
          ? focused.dataset.choice
            ? `[data-choice="${focused.dataset.choice}"]`
            : focused.tagName.toLowerCase()
          : null
      host.hidden = false
      const root = createRoot(host)
      // One small synchronous commit: the app's prompt replaces the static one in the same frame.
      // The static prompt's room goes with it; the app's prompt, if it shows, reserves its own at once.
      flushSync(() => {
        releaseCookiePromptRoom()
        root.render(<CookieConsent navigate={(to) => void router.navigate(to)} />)
      })
      if (focusedSelector) host.querySelector<HTMLElement>(focusedSelector)?.focus()
    })
    .catch(() => {
      // Offline and never loaded: the static prompt (if any) stays, its link still works.
    })
}
