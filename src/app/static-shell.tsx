// The static first screen, rendered at build time (vite.config.ts, plugin first-screen) from the
// app's own components into index.html, so a phone paints the header and the page frame from HTML
// before any of the app's JavaScript has run. It holds only what is the same for every visitor:
// the default layout as it looks with no data yet (logo, search, cart, menu button; the desktop
// category menu's reserved bar), an empty slot in <main> for the page's first screen, and the home
// hero as a template the head boot script (src/boot.ts) fills in when the home article arrives, and
// the cookie prompt, hidden, which the boot script shows on a first visit.
// Until the app runs, the shell's links work as plain links. React's first commit then renders the
// same components with their data over it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { Hero } from '@/features/content/components/hero'
import { BannerCards } from '@/features/content/components/banner-cards'
import { DefaultLayout } from './layouts/default-layout'
import { SkipLink } from './layouts/skip-link'
import { CookiePromptView } from './layouts/cookie-consent'

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

export const FIRST_SCREEN_SLOT_ID = 'first-screen'
export const HERO_TEMPLATE_ID = 'first-screen-hero'
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

export function renderStaticShell(): { shell: string; heroTemplate: string; cookiePrompt: string } {
  // No requests at build time: every query stays pending and renders its empty state. No garbage
  // collection timers either (gcTime Infinity), which would keep the build's process alive.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { enabled: false, gcTime: Infinity } },
  })
  const shell = renderToStaticMarkup(
    <StaticProviders queryClient={queryClient}>
      <SkipLink />
      <Routes>
        <Route element={<DefaultLayout />}>
          <Route index element={<div id={FIRST_SCREEN_SLOT_ID} />} />
        </Route>
      </Routes>
    </StaticProviders>,
  )
  const heroTemplate = renderToStaticMarkup(
    <StaticProviders queryClient={queryClient}>
      <div className="home-page">
        <Hero {...HERO_TEMPLATE_VALUES} asPageHeading />
        <BannerCards banners={[CARD_TEMPLATE_VALUES]} className="home-main-banners" aboveTheFold />
      </div>
    </StaticProviders>,
  )
  const cookiePrompt = renderToStaticMarkup(<CookiePromptView />)
  queryClient.clear()
  return { shell, heroTemplate, cookiePrompt }
}
