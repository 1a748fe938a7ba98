// The customer's choices on this device: kept per customer number, read only for that customer,
// outliving a logout (the session's personal-data clearing leaves them), pruned as they age.
import { beforeEach, describe, expect, it } from 'vitest'
import { renderHook } from '@testing-library/react'
import { forgetPersonalStorage, readStorage, storageKeys, writeStorage } from '@/lib/storage'
import {
  MAX_CUSTOMERS_KEPT,
  choiceMade,
  choiceUndone,
  readChoicesFile,
  useChoicesStore,
  useCustomerChoices,
  withChoice,
} from './choices-store'

const later = { kind: 'later', expected: '2026-03-14', until: '2026-03-17' } as const

beforeEach(() => {
  localStorage.clear()
  useChoicesStore.setState({ file: { v: 1, customers: [] } })
})

describe('the choices of each customer', () => {
  it('are read only for the customer who made them', () => {
    choiceMade(1, '1154', { kind: 'never' }, '2026-03-10')
    choiceMade(2, '1098', later, '2026-03-10')
    expect(renderHook(() => useCustomerChoices(1)).result.current).toEqual({
      1154: { kind: 'never' },
    })
    expect(renderHook(() => useCustomerChoices(2)).result.current).toEqual({ 1098: later })
    expect(renderHook(() => useCustomerChoices(3)).result.current).toEqual({})
    expect(renderHook(() => useCustomerChoices(undefined)).result.current).toEqual({})
  })

  it('are kept on the device when a customer logs out, for the same customer to find back', () => {
    choiceMade(1, '1154', { kind: 'never' }, '2026-03-10')
    forgetPersonalStorage('shopperLeft')
    expect(readChoicesFile(readStorage(storageKeys.runningOutChoices))).toEqual({
      v: 1,
      customers: [{ customerId: 1, choices: { 1154: { kind: 'never' } } }],
    })
  })

  it('can be undone', () => {
    choiceMade(1, '1154', { kind: 'never' }, '2026-03-10')
    choiceUndone(1, '1154', '2026-03-10')
    expect(renderHook(() => useCustomerChoices(1)).result.current).toEqual({})
    expect(readChoicesFile(readStorage(storageKeys.runningOutChoices)).customers).toEqual([])
  })

  it('drop a "Later" whose day has passed, and keep the last customers only', () => {
    let file = withChoice({ v: 1, customers: [] }, 1, 'a', later, '2026-03-10')
    file = withChoice(file, 1, 'b', { kind: 'never' }, '2026-03-18')
    expect(file.customers).toEqual([{ customerId: 1, choices: { b: { kind: 'never' } } }])
    for (let id = 2; id <= MAX_CUSTOMERS_KEPT + 1; id++)
      file = withChoice(file, id, 'x', { kind: 'never' }, '2026-03-18')
    expect(file.customers.map((c) => c.customerId)).toEqual([2, 3, 4, 5, 6])
  })

  it('reads a damaged or foreign entry as no choices', () => {
    for (const json of ['{', '[]', '{"customers":{}}', 'null']) {
      writeStorage(storageKeys.runningOutChoices, json)
      expect(readChoicesFile(readStorage(storageKeys.runningOutChoices))).toEqual({
        v: 1,
        customers: [],
      })
    }
    expect(
      readChoicesFile(
        JSON.stringify({
          customers: [{ customerId: 1, choices: { a: { kind: 'maybe' }, b: { kind: 'never' } } }],
        }),
      ).customers,
    ).toEqual([{ customerId: 1, choices: { b: { kind: 'never' } } }])
  })
})
