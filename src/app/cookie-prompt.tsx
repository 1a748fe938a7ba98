// The cookie prompt in a React root of its own, mounted as soon as the entry runs, before the first
// page's module and data are in (the app's hydration waits for them). On a listing or product page
// of a first visit the prompt's text is often the largest paint on a phone, so it must not wait for
// the page: in the build the static first screen already holds it (shown by the head boot script),
// and this root hydrates that host once the prompt's code is in (decision 017): the same component
// adopts the same markup, in a transition, so it never flashes and nothing is rebuilt. A choice
// pressed before that is carried out here instead. Its code is a chunk of its own, out of the entry;
// its styles are the shell's.
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { importWhenOnline } from '@/lib/import-when-online'
import { hasCookie, cookieNames } from '@/lib/cookie-names'
import { reportHydrationError } from './adopt'
import type { AppRouter } from './router'

type ShellWindow = Window & { __cookieChoicePressed?: string | null }

/** A choice pressed on the static prompt (recorded by the boot script), taken once. */
function takePressedChoice(): 'accepted' | 'rejected' | null {
  const shellWindow = window as ShellWindow
  const choice = shellWindow.__cookieChoicePressed
  shellWindow.__cookieChoicePressed = null
  return choice === 'accepted' || choice === 'rejected' ? choice : null
}

export function mountCookiePrompt(router: AppRouter): void {
  // Answered on an earlier visit: there is nothing to show.
  if (hasCookie(cookieNames.consent)) return
  const host =
    document.querySelector<HTMLElement>('.cookie-prompt-host') ??
    document.body.appendChild(
      Object.assign(document.createElement('div'), { className: 'cookie-prompt-host' }),
    )
  void importWhenOnline(() => import('./layouts/cookie-consent'))
    .then(({ CookieConsent, chooseConsent, releaseCookiePromptRoom }) => {
      const choice = takePressedChoice()
      if (choice) {
        // Answered on the static prompt before the app ran: carried out, and the prompt goes.
        chooseConsent(choice)
        releaseCookiePromptRoom()
        host.replaceChildren()
        host.hidden = true
        return
      }
      // A choice pressed while React adopts the prompt is carried out once it has (its first commit).
      const prompt = (
        <CookieConsent
          navigate={(to) => void router.navigate(to)}
          pressedChoice={takePressedChoice}
        />
      )
      startTransition(() => {
        // The static prompt (shown by the boot script) is adopted; npm run dev has none to adopt.
        if (host.firstElementChild)
          hydrateRoot(host, prompt, { onRecoverableError: reportHydrationError })
        else createRoot(host).render(prompt)
      })
    })
    .catch(() => {
      // Offline and never loaded: the static prompt (if any) stays, its link still works.
    })
}
