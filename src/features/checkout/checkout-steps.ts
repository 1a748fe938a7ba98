// The checkout's step state machine, pure and framework-free: which step is open, which are done,
// and which may be opened (a step is reachable once every step before it is done).

/**
 * The one list of an order's steps: the cart, then the checkout's. The cart page, the checkout and
 * the order-complete page draw it with one step bar (components/step-list.tsx).
 */
export const orderSteps = ['cart', 'delivery', 'shipment', 'invoice', 'payment'] as const
export type OrderStep = (typeof orderSteps)[number]
export type CheckoutStep = Exclude<OrderStep, 'cart'>
export const checkoutSteps: readonly CheckoutStep[] = orderSteps.filter(
  (step): step is CheckoutStep => step !== 'cart',
)

export interface StepState {
  current: CheckoutStep
  /** Steps whose answers the service accepted, in step order. */
  completed: CheckoutStep[]
}

export type StepEvent =
  /** The service accepted the step's answers; `invalidatesLater` when they change what later steps offer. */
  | { type: 'stepCompleted'; step: CheckoutStep; invalidatesLater?: boolean }
  /** The shopper opens a step (the step list or a 'wijzigen' link); ignored when not reachable. */
  | { type: 'stepOpened'; step: CheckoutStep }
  | { type: 'wentBack' }
  | { type: 'reset' }

export const initialStepState: StepState = { current: 'delivery', completed: [] }

export const stepIndex = (step: CheckoutStep): number => checkoutSteps.indexOf(step)

/** How the order comes, as far as the steps shown depend on it. */
export interface StepRoute {
  /** Click & Collect: no shipping step (the one pickup method comes with the store). */
  pickup: boolean
  /**
   * Home delivery with "Mijn factuuradres is hetzelfde als mijn bezorgadres" ticked on the
   * delivery step: no invoice step (the delivery step sends the choice).
   */
  invoiceSame?: boolean
  /** Only e-mailed products (gift cards): nothing to deliver, no delivery or shipping step. */
  emailed?: boolean
}

/**
 * The steps the shopper sees: Click & Collect has one way to get the order, so it has no shipping
 * step (the service's one pickup method is set with the store, and the checkout goes from the
 * store straight on to the invoice address); home delivery to the invoice address has no invoice
 * step; an e-mailed order starts at the invoice address.
 */
export function shownSteps(route: StepRoute): readonly CheckoutStep[] {
  if (route.emailed) return ['invoice', 'payment']
  return checkoutSteps.filter(
    (step) =>
      !(route.pickup && step === 'shipment') &&
      !(!route.pickup && route.invoiceSame && step === 'invoice'),
  )
}

/** Each step's name in the checkout's address (/checkout?stap=…), so each is a history entry. */
export const stepSlugs: Record<CheckoutStep, string> = {
  delivery: 'bezorgen',
  shipment: 'verzendmethode',
  invoice: 'factuuradres',
  payment: 'betalen',
}

/** The step an address names; null when it names none (or one that does not exist). */
export function stepOfSlug(slug: string | null): CheckoutStep | null {
  return checkoutSteps.find((step) => stepSlugs[step] === slug) ?? null
}

/** The shown step before this one (null on the first). */
export function previousShownStep(
  shown: readonly CheckoutStep[],
  step: CheckoutStep,
): CheckoutStep | null {
  return [...shown].reverse().find((s) => stepIndex(s) < stepIndex(step)) ?? null
}

const inOrder = (steps: Iterable<CheckoutStep>): CheckoutStep[] => {
  const set = new Set(steps)
  return checkoutSteps.filter((step) => set.has(step))
}

/** The first step that is not done yet (the last step when all are done). */
export function firstOpenStep(state: StepState): CheckoutStep {
  return (
    checkoutSteps.find((step) => !state.completed.includes(step)) ??
    checkoutSteps[checkoutSteps.length - 1]!
  )
}

export function isReachable(state: StepState, step: CheckoutStep): boolean {
  return stepIndex(step) <= stepIndex(firstOpenStep(state))
}

export function stepStatus(state: StepState, step: CheckoutStep): 'current' | 'done' | 'upcoming' {
  if (state.current === step) return 'current'
  return state.completed.includes(step) ? 'done' : 'upcoming'
}

export function nextStep(step: CheckoutStep): CheckoutStep | null {
  return checkoutSteps[stepIndex(step) + 1] ?? null
}

export function previousStep(step: CheckoutStep): CheckoutStep | null {
  const index = stepIndex(step)
  return index > 0 ? checkoutSteps[index - 1]! : null
}

export function stepReducer(state: StepState, event: StepEvent): StepState {
  switch (event.type) {
    case 'stepCompleted': {
      // Completing a step that is not reachable would skip a step: refuse it.
      if (!isReachable(state, event.step)) return state
      const kept = event.invalidatesLater
        ? state.completed.filter((step) => stepIndex(step) < stepIndex(event.step))
        : state.completed
      const completed = inOrder([...kept, event.step])
      const after = nextStep(event.step)
      const next: StepState = { current: event.step, completed }
      // Go on to the first step after this one that still needs an answer.
      const open = firstOpenStep(next)
      return {
        completed,
        current:
          after === null ? event.step : stepIndex(open) > stepIndex(event.step) ? open : after,
      }
    }
    case 'stepOpened':
      return isReachable(state, event.step) ? { ...state, current: event.step } : state
    case 'wentBack': {
      const previous = previousStep(state.current)
      return previous ? { ...state, current: previous } : state
    }
    case 'reset':
      return initialStepState
  }
}

/** A state restored from storage may be stale or tampered with: keep only what is consistent. */
export function sanitizeStepState(value: unknown): StepState {
  if (typeof value !== 'object' || value === null) return initialStepState
  const raw = value as { current?: unknown; completed?: unknown }
  const completed = Array.isArray(raw.completed)
    ? inOrder(
        raw.completed.filter((s): s is CheckoutStep => checkoutSteps.includes(s as CheckoutStep)),
      )
    : []
  // Done steps must form an unbroken run from the first step.
  const run: CheckoutStep[] = []
  for (const step of checkoutSteps) {
    if (!completed.includes(step)) break
    run.push(step)
  }
  const state: StepState = { current: 'delivery', completed: run }
  const current = checkoutSteps.includes(raw.current as CheckoutStep)
    ? (raw.current as CheckoutStep)
    : 'delivery'
  return isReachable(state, current)
    ? { ...state, current }
    : { ...state, current: firstOpenStep(state) }
}
