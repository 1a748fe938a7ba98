// The app takes the static first screen over (decision 012). React renders into its own container
// beside the static shell; in the layout effect of its first commit, before the browser paints,
// the static shell goes and what the shopper did in it comes along: text typed into a field (the
// search box) and the focus (a Tab pressed before the app started). Elements are matched by tag,
// classes and their identifying attributes, which the shell and the app render alike because both
// come from the same components.

interface Carried {
  selector: string
  value: string | null
  focused: boolean
  selection: number | null
}

const IDENTIFYING = ['href', 'aria-label', 'name', 'type', 'role', 'placeholder']

function selectorOf(element: Element): string {
  let selector = element.tagName.toLowerCase()
  for (const name of element.classList) selector += `.${CSS.escape(name)}`
  for (const attribute of IDENTIFYING) {
    const value = element.getAttribute(attribute)
    if (value !== null) selector += `[${attribute}="${CSS.escape(value)}"]`
  }
  return selector
}

function snapshot(shell: Element): Carried[] {
  const carried: Carried[] = []
  const active = document.activeElement
  for (const field of shell.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input, textarea',
  )) {
    if (field.value === '' && field !== active) continue
    carried.push({
      selector: selectorOf(field),
      value: field.value,
      focused: field === active,
      selection: field.selectionEnd,
    })
  }
  if (
    active &&
    active !== document.body &&
    shell.contains(active) &&
    !carried.some((c) => c.focused)
  ) {
    carried.push({ selector: selectorOf(active), value: null, focused: true, selection: null })
  }
  return carried
}

/** Sets a controlled field's value so React's onChange sees it, as typing would. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype =
    field instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

let scrolledTo = 0
const rememberScroll = () => {
  scrolledTo = window.scrollY
}

/**
 * Remembers how far the shopper scrolled the static page before the app's first commit, which
 * would otherwise start at the top (the router's scroll restoration on its first render).
 */
export function watchScrollUntilTakeover(): void {
  rememberScroll()
  window.addEventListener('scroll', rememberScroll, { passive: true })
}

/** Removes the static shell and carries typed text, focus and scrolling into the app's own elements. */
export function takeOverStaticShell(appRoot: Element): void {
  window.removeEventListener('scroll', rememberScroll)
  const shell = document.querySelector('.static-shell')
  if (!shell) return
  const carried = snapshot(shell)
  // A button pressed before the app ran (remembered by the head boot script) is pressed again.
  const pressed = (window as Window & { __shellButtonPressed?: Element }).__shellButtonPressed
  const pressedSelector = pressed && shell.contains(pressed) ? selectorOf(pressed) : null
  shell.remove()
  if (scrolledTo > 0 && window.scrollY !== scrolledTo) window.scrollTo(0, scrolledTo)
  for (const item of carried) {
    const target = appRoot.querySelector<HTMLElement>(item.selector)
    if (!target) continue
    if (
      item.value !== null &&
      (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)
    ) {
      if (item.value !== '') typeInto(target, item.value)
      if (item.focused) {
        target.focus({ preventScroll: true })
        if (item.selection !== null) target.setSelectionRange(item.selection, item.selection)
      }
    } else if (item.focused) target.focus({ preventScroll: true })
  }
  // After the first commit's effects (a menu closes itself on mount), not inside them.
  if (pressedSelector)
    setTimeout(() => appRoot.querySelector<HTMLElement>(pressedSelector)?.click(), 0)
}
