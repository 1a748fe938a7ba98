// The checkout step machine: order, reachability, going back, invalidation and restoring from storage.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  checkoutSteps,
  initialStepState,
  isReachable,
  previousShownStep,
  sanitizeStepState,
  shownSteps,
  stepOfSlug,
  stepSlugs,
  stepReducer,
  stepStatus,
  type CheckoutStep,
  type StepEvent,
  type StepState,
} from './checkout-steps'

const run = (events: StepEvent[], from: StepState = initialStepState) =>
  events.reduce(stepReducer, from)
const complete = (step: CheckoutStep, invalidatesLater = false): StepEvent => ({
  type: 'stepCompleted',
  step,
  invalidatesLater,
})

describe('checkout steps', () => {
  it('starts at delivery with nothing done', () => {
    expect(initialStepState).toEqual({ current: 'delivery', completed: [] })
    expect(isReachable(initialStepState, 'delivery')).toBe(true)
    expect(isReachable(initialStepState, 'shipment')).toBe(false)
  })

  it('walks the steps in order and stays on payment at the end', () => {
    const state = run([complete('delivery'), complete('shipment'), complete('invoice')])
    expect(state).toEqual({ current: 'payment', completed: ['delivery', 'shipment', 'invoice'] })
    expect(run([complete('payment')], state).current).toBe('payment')
  })

  it('refuses to complete or open a step that is not reachable yet', () => {
    expect(run([complete('invoice')])).toEqual(initialStepState)
    expect(run([{ type: 'stepOpened', step: 'payment' }])).toEqual(initialStepState)
  })

  it('goes back keeping what was done, and opens done steps again', () => {
    const done = run([complete('delivery'), complete('shipment')])
    const back = run([{ type: 'wentBack' }], done)
    expect(back).toEqual({ current: 'shipment', completed: ['delivery', 'shipment'] })
    expect(run([{ type: 'stepOpened', step: 'delivery' }], done).current).toBe('delivery')
    expect(stepStatus(back, 'delivery')).toBe('done')
    expect(stepStatus(back, 'shipment')).toBe('current')
    expect(stepStatus(back, 'invoice')).toBe('upcoming')
    expect(run([{ type: 'wentBack' }], initialStepState)).toEqual(initialStepState)
  })

  it('an answer that changes later steps makes them open again', () => {
    const done = run([complete('delivery'), complete('shipment'), complete('invoice')])
    const edited = run([{ type: 'stepOpened', step: 'delivery' }, complete('delivery', true)], done)
    expect(edited).toEqual({ current: 'shipment', completed: ['delivery'] })
    const unchanged = run([{ type: 'stepOpened', step: 'delivery' }, complete('delivery')], done)
    // Nothing changed: straight back to the first step that still needs an answer.
    expect(unchanged).toEqual({
      current: 'payment',
      completed: ['delivery', 'shipment', 'invoice'],
    })
  })

  it('whatever happens, done steps form an unbroken run and the current step is reachable', () => {
    const step = fc.constantFrom(...checkoutSteps)
    const event: fc.Arbitrary<StepEvent> = fc.oneof(
      fc.record({
        type: fc.constant('stepCompleted' as const),
        step,
        invalidatesLater: fc.boolean(),
      }),
      fc.record({ type: fc.constant('stepOpened' as const), step }),
      fc.constant({ type: 'wentBack' as const }),
      fc.constant({ type: 'reset' as const }),
    )
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        const state = run(events)
        expect(state.completed).toEqual(checkoutSteps.slice(0, state.completed.length))
        expect(isReachable(state, state.current)).toBe(true)
      }),
    )
  })

  it('restores a stored state only when it is consistent', () => {
    expect(
      sanitizeStepState({ current: 'payment', completed: ['delivery', 'shipment', 'invoice'] }),
    ).toEqual({
      current: 'payment',
      completed: ['delivery', 'shipment', 'invoice'],
    })
    expect(sanitizeStepState({ current: 'payment', completed: ['delivery', 'invoice'] })).toEqual({
      current: 'shipment',
      completed: ['delivery'],
    })
    expect(sanitizeStepState('rubbish')).toEqual(initialStepState)
    expect(sanitizeStepState({ current: 'nowhere', completed: ['x'] })).toEqual(initialStepState)
  })
})

describe('shownSteps', () => {
  it('has no shipping step for Click & Collect, and all four steps otherwise', () => {
    expect(shownSteps({ pickup: false })).toEqual(['delivery', 'shipment', 'invoice', 'payment'])
    expect(shownSteps({ pickup: true })).toEqual(['delivery', 'invoice', 'payment'])
  })

  it('has no invoice step for home delivery to the invoice address; Click & Collect always asks it', () => {
    expect(shownSteps({ pickup: false, invoiceSame: true })).toEqual([
      'delivery',
      'shipment',
      'payment',
    ])
    expect(shownSteps({ pickup: true, invoiceSame: true })).toEqual([
      'delivery',
      'invoice',
      'payment',
    ])
    expect(shownSteps({ pickup: false, emailed: true })).toEqual(['invoice', 'payment'])
  })

  it('names each step in the address, and reads only those names back', () => {
    for (const step of ['delivery', 'shipment', 'invoice', 'payment'] as const)
      expect(stepOfSlug(stepSlugs[step])).toBe(step)
    expect(stepOfSlug('onzin')).toBeNull()
    expect(stepOfSlug(null)).toBeNull()
  })

  it('goes back to the shown step before, past the ones not shown', () => {
    expect(previousShownStep(['delivery', 'invoice', 'payment'], 'invoice')).toBe('delivery')
    expect(previousShownStep(['delivery', 'shipment', 'payment'], 'payment')).toBe('shipment')
    expect(previousShownStep(['delivery', 'shipment', 'payment'], 'delivery')).toBeNull()
  })
})
