// Layout 'default': header, breadcrumb, the page, footer (cookie prompt comes from the root shell).
// While the first screen is adopted (src/lib/first-screen-mode.tsx) <main> holds what the static
// HTML holds: the empty slot, or the page's own first screen when the boot script painted it (home).
import { Outlet } from 'react-router-dom'
import { FIRST_SCREEN_SLOT_ID, useFirstScreen } from '@/lib/first-screen-mode'
import { Header } from './header'
import { LazyFooter as Footer } from './lazy-parts'
import { Breadcrumb } from './breadcrumb'

/** The route id of this layout: the root shell stands it in for another layout while hydrating. */
export const DEFAULT_LAYOUT_ID = 'default-layout'

export function DefaultLayout() {
  const firstScreen = useFirstScreen()
  return (
    <>
      <Header />
      <div className="container">
        <Breadcrumb />
      </div>
      <main
        id="main"
        // Holding only the empty slot, <main> is not drawn: when the page's breadcrumb arrives
        // above it, an empty box moving down would still count as a layout shift.
        className={
          firstScreen === 'slot' ? 'container page-main page-main-slot' : 'container page-main'
        }
        tabIndex={-1}
      >
        {firstScreen === 'slot' ? (
          // The boot script may have painted a listing's first screen into the slot
          // (src/app/first-screen-listing.ts): hydration takes the slot as it is and leaves its
          // contents alone (only a production build hydrates, where React does not compare them),
          // and the render that adopts the page puts the page in its place in one commit.
          <div id={FIRST_SCREEN_SLOT_ID} dangerouslySetInnerHTML={{ __html: '' }} />
        ) : (
          <Outlet />
        )}
      </main>
      <Footer />
    </>
  )
}
