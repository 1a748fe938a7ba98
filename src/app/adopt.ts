// How the entry adopts the static first screen (decision 017): which mode the page is in, what is
// left to do once the visitor's own render has committed, and how a hydration mismatch is reported.
import type { QueryClient } from '@tanstack/react-query'
import { contentQueries } from '@/api/vm/content'
import { FIRST_SCREEN_SLOT_ID, type FirstScreenMode } from '@/lib/first-screen-mode'
import { firstScreenOf, homeParams } from './first-screen'

type ShellWindow = Window & { __shellButtonPressed?: Element | null }

let pressed: Element | null = null

/**
 * The static first screen in `host`: none (npm run dev renders from scratch), the empty slot, or
 * home's opening painted by the boot script from the home article, which the app then renders from
 * the same answer (already in, as the boot script painted from it). Also takes the button pressed
 * before the app ran (src/boot.ts): from here on React replays taps itself. `pathname` is the router's
 * page: when the visit moved away from home by back or forward before the router was made, home's
 * painted opening gives way to the empty slot again, which hydrates whatever the page.
 */
export async function firstScreenOnPage(
  host: Element,
  queryClient: QueryClient,
  pathname: string,
): Promise<FirstScreenMode> {
  if (!host.firstElementChild) return null
  const shellWindow = window as ShellWindow
  const taken = shellWindow.__shellButtonPressed
  pressed = taken && taken.closest('#root') ? taken : null
  shellWindow.__shellButtonPressed = null
  if (document.getElementById(FIRST_SCREEN_SLOT_ID)) return 'slot'
  if (firstScreenOf(pathname).kind !== 'home') return restoreSlot(host)
  await queryClient.ensureQueryData(contentQueries.article(homeParams)).catch(() => undefined)
  return 'page'
}

/**
 * Puts the static shell's empty slot back where the boot script painted home's opening (src/boot.ts
 * paintHome, in reverse): the shell then is the same for every page of the default layout.
 */
function restoreSlot(host: Element): FirstScreenMode {
  const main = host.querySelector('main#main')
  if (!main) return null
  const slot = document.createElement('div')
  slot.id = FIRST_SCREEN_SLOT_ID
  main.replaceChildren(slot)
  main.classList.add('page-main-slot')
  return 'slot'
}

/** What a button says: its label, else its text (the same words on the static and the app's button). */
const wordsOf = (button: Element) =>
  button.getAttribute('aria-label') ?? button.textContent?.trim() ?? ''

/**
 * The button to press for one pressed on the static page: the same element when the app adopted it;
 * on a page of another layout (the login page's own header), the app's button of the same class
 * that says the same.
 */
function counterpartOf(button: Element): HTMLElement | null {
  if (button instanceof HTMLElement && button.isConnected) return button
  const words = wordsOf(button)
  return (
    [...document.querySelectorAll<HTMLElement>('#root button')].find(
      (candidate) => candidate.className === button.className && wordsOf(candidate) === words,
    ) ?? null
  )
}

/** The visitor's own render has committed: the page is the app's. */
export function adoptedFirstScreen(): void {
  const root = document.documentElement
  // A page with another header than the static one (checkout) was hidden until now.
  delete root.dataset.shell
  root.dataset.app = 'ready'
  // A button of the static page pressed before the app ran (the menu, the login) is pressed now.
  const button = pressed
  pressed = null
  if (button) counterpartOf(button)?.click()
}

/** A hydration mismatch: the static HTML and the app's first render differ (a defect to fix). */
export function reportHydrationError(error: unknown, info: { componentStack?: string }): void {
  console.error('Hydration mismatch:', error, info.componentStack ?? '')
}
