// The first screen's mode (decision 017): while React adopts the HTML that index.html already shows
// (hydration), every component renders what that HTML holds, which is the same for every visitor:
// the default layout with no data yet, and the page's first screen as the head boot script painted it
// (home's hero and main banners) or an empty slot (every other page). Whatever differs for this
// visitor (the logged-in header, the cart count, the menus, the page itself) renders right after
// hydration, as a transition. The static build (src/app/static-shell.tsx) renders the same tree in
// the same mode, so the HTML and the first client render are equal by construction.
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react'

/**
 * - 'slot': the page's place in <main> is the static empty slot;
 * - 'page': the page rendered its own first screen (home, painted by the boot script);
 * - null: adopted, everything renders for this visitor (also whenever nothing is hydrated: dev, tests).
 */
export type FirstScreenMode = 'slot' | 'page' | null

const FirstScreenContext = createContext<FirstScreenMode>(null)

export { FIRST_SCREEN_SLOT_ID } from './first-screen-ids'

export function FirstScreenProvider({
  mode: initial,
  onAdopted,
  children,
}: {
  mode: FirstScreenMode
  /** Called once the visitor's own render has committed after hydration. */
  onAdopted?: () => void
  children: ReactNode
}) {
  const [mode, setMode] = useState(initial)
  const adopted = useRef(false)
  useEffect(() => {
    if (mode === null) {
      if (!adopted.current) onAdopted?.()
      adopted.current = true
      return
    }
    // Hydration has committed: the visitor's own render follows as a transition, in slices.
    startTransition(() => setMode(null))
  }, [mode, onAdopted])
  return <FirstScreenContext value={mode}>{children}</FirstScreenContext>
}

/**
 * A field of the static first screen (the header's search box) may hold text typed before the app
 * ran. Hydration keeps that text in the element but not in the component's state, whose next render
 * would wipe it: on the hydrating commit, before the browser paints, the state takes it over.
 */
export function useTypedBeforeHydration(
  field: RefObject<HTMLInputElement | null>,
  adopt: (value: string) => void,
): void {
  const firstScreen = useFirstScreen()
  useLayoutEffect(() => {
    const typed = field.current?.value
    if (firstScreen && typed) adopt(typed)
    // Only the hydrating commit counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}

/** The first screen's mode: a component renders its static state while it is not null. */
export function useFirstScreen(): FirstScreenMode {
  return useContext(FirstScreenContext)
}
