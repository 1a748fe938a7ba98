// The static first screen, rendered at build time (vite.config.ts, plugin first-screen) into
// index.html, so a phone paints the header and the page frame from HTML before any of the app's
// JavaScript has run. It is the app itself (App, the root shell, the default layout) rendered in the
// first screen's mode (src/lib/first-screen-mode.tsx): what is the same for every visitor, the
// layout with no data yet and an empty slot in <main>. The entry hydrates it with the same tree, so
// React adopts this HTML instead of rebuilding it (decision 017). Beside it: the home hero as a
// template the head boot script (src/boot.ts) fills in when the home article arrives (it replaces the
// slot, as the home page renders it), a listing's first screen likewise (listing-template.tsx),
// and the cookie prompt, hidden, which the boot script shows on a
// first visit.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import { createMemoryRouter, MemoryRouter } from 'react-router-dom'
import { Hero } from '@/features/content/components/hero'
import { BannerCards } from '@/features/content/components/banner-cards'
import { DefaultLayout, DEFAULT_LAYOUT_ID } from './layouts/default-layout'
import { RootShell } from './layouts/root-shell'
import { CookiePromptView } from './layouts/cookie-consent'
import { App } from './app'
import { renderListingTemplate } from './listing-template'

/** Values the boot script finds and replaces in the hero template. */
export const HERO_TEMPLATE_VALUES = {
  title: 'hero-title',
  text: 'hero-text',
  image: { name: 'hero-image', extension: '.jpg' },
  linkUrl: '/hero-link',
  linkText: 'hero-link-text',
} as const

/** One main banner card the boot script copies for each card (its text is added as plain text). */
export const CARD_TEMPLATE_VALUES = {
  title: 'card-title',
  html: '',
  image: { name: 'card-image', extension: '.jpg' },
  url: '/card-link',
  linkText: 'card-link-text',
} as const

export { FIRST_SCREEN_SLOT_ID, HERO_TEMPLATE_ID } from '@/lib/first-screen-ids'
/** The cookie prompt's host: hidden in the HTML, shown by the boot script on a first visit. */
export const COOKIE_PROMPT_HOST_CLASS = 'cookie-prompt-host'

function StaticProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient
  children: React.ReactNode
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/']}>{children}</MemoryRouter>
    </QueryClientProvider>
  )
}

/** The page in the slot mode's place: the layout renders the slot instead. */
function NoPage() {
  return null
}

export function renderStaticShell(): {
  shell: string
  heroTemplate: string
  listingTemplate: string
  cookiePrompt: string
} {
  // No requests at build time: every query stays pending and renders its empty state. No garbage
  // collection timers either (gcTime Infinity), which would keep the build's process alive.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { enabled: false, gcTime: Infinity } },
  })
  // The app's own frame (root shell, default layout) as the route table holds it; in the slot
  // mode the layout renders no page, so one empty page stands in for all of them.
  const router = createMemoryRouter([
    {
      element: <RootShell />,
      children: [
        {
          id: DEFAULT_LAYOUT_ID,
          element: <DefaultLayout />,
          children: [{ index: true, Component: NoPage }],
        },
      ],
    },
  ])
  // renderToString, not renderToStaticMarkup: hydration needs its markers between adjacent texts.
  const shell = renderToString(<App queryClient={queryClient} router={router} firstScreen="slot" />)
  router.dispose()
  const heroTemplate = renderToStaticMarkup(
    <StaticProviders queryClient={queryClient}>
      <div className="home-page">
        <Hero {...HERO_TEMPLATE_VALUES} asPageHeading />
        <BannerCards banners={[CARD_TEMPLATE_VALUES]} className="home-main-banners" aboveTheFold />
      </div>
    </StaticProviders>,
  )
  // Hydrated by the prompt's own root (cookie-prompt.tsx): renderToString's text markers included.
  const cookiePrompt = renderToString(<CookiePromptView />)
  queryClient.clear()
  // A listing's and the search results' first screen (src/app/first-screen-listing.ts).
  const listingTemplate = renderListingTemplate()
  return { shell, heroTemplate, listingTemplate, cookiePrompt }
}
