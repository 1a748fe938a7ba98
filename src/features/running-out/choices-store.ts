// The customer's "Later" and "Niet meer voorstellen" on this device, kept per customer number in
// one localStorage entry (storageKeys.runningOutChoices): a customer who logs out and in again
// finds them back, another customer on the same device reads only their own. Old "Later" choices
// are dropped when a choice is written, and only the last few customers of the device are kept.
import { create } from 'zustand'
import { readStorage, storageKeys, writeStorage } from '@/lib/storage'
import type { RunningOutChoice, RunningOutChoices } from '@/domain/refill-rhythm'

/** The customers of one device whose choices are kept (the ones that chose last). */
export const MAX_CUSTOMERS_KEPT = 5

interface CustomerChoices {
  customerId: number
  choices: Record<string, RunningOutChoice>
}

/** What is stored: the customers in the order they last chose, most recent last. */
export interface ChoicesFile {
  v: 1
  customers: CustomerChoices[]
}

const emptyFile = (): ChoicesFile => ({ v: 1, customers: [] })
const NO_CHOICES: RunningOutChoices = Object.freeze({})
const DATE = /^\d{4}-\d{2}-\d{2}$/

function isChoice(value: unknown): value is RunningOutChoice {
  if (typeof value !== 'object' || value === null) return false
  const choice = value as Record<string, unknown>
  if (choice.kind === 'never') return true
  return (
    choice.kind === 'later' &&
    typeof choice.expected === 'string' &&
    DATE.test(choice.expected) &&
    typeof choice.until === 'string' &&
    DATE.test(choice.until)
  )
}

/** The stored file, or an empty one when it is missing or not ours (edited by hand, an old shape). */
export function readChoicesFile(json: string | null): ChoicesFile {
  if (!json) return emptyFile()
  try {
    const parsed: unknown = JSON.parse(json)
    if (typeof parsed !== 'object' || parsed === null) return emptyFile()
    const customers = (parsed as { customers?: unknown }).customers
    if (!Array.isArray(customers)) return emptyFile()
    return {
      v: 1,
      customers: customers.flatMap((entry: unknown) => {
        if (typeof entry !== 'object' || entry === null) return []
        const { customerId, choices } = entry as { customerId?: unknown; choices?: unknown }
        if (typeof customerId !== 'number' || typeof choices !== 'object' || choices === null)
          return []
        const valid = Object.entries(choices).filter(([, choice]) => isChoice(choice))
        return [{ customerId, choices: Object.fromEntries(valid) as CustomerChoices['choices'] }]
      }),
    }
  } catch {
    return emptyFile()
  }
}

/**
 * The file with one choice made (or, `choice` null, undone) for one customer. "Later" choices whose
 * day has passed are dropped on the way; the customer moves to the end (most recent).
 */
export function withChoice(
  file: ChoicesFile,
  customerId: number,
  key: string,
  choice: RunningOutChoice | null,
  today: string,
): ChoicesFile {
  const current = file.customers.find((c) => c.customerId === customerId)?.choices ?? {}
  const next = Object.fromEntries(
    Object.entries({ ...current, [key]: choice }).filter(
      (entry): entry is [string, RunningOutChoice] =>
        entry[1] !== null && (entry[1].kind === 'never' || entry[1].until >= today),
    ),
  )
  const others = file.customers.filter((c) => c.customerId !== customerId)
  const customers =
    Object.keys(next).length > 0 ? [...others, { customerId, choices: next }] : others
  return { v: 1, customers: customers.slice(-MAX_CUSTOMERS_KEPT) }
}

export const useChoicesStore = create<{ file: ChoicesFile }>(() => ({
  file: readChoicesFile(readStorage(storageKeys.runningOutChoices)),
}))

function saved(file: ChoicesFile) {
  writeStorage(storageKeys.runningOutChoices, JSON.stringify(file))
  useChoicesStore.setState({ file })
}

/** The choices of one customer (none without a customer). */
export function useCustomerChoices(customerId: number | undefined): RunningOutChoices {
  return useChoicesStore((state) =>
    customerId === undefined
      ? NO_CHOICES
      : (state.file.customers.find((c) => c.customerId === customerId)?.choices ?? NO_CHOICES),
  )
}

export function choiceMade(
  customerId: number,
  key: string,
  choice: RunningOutChoice,
  today: string,
): void {
  saved(withChoice(useChoicesStore.getState().file, customerId, key, choice, today))
}

export function choiceUndone(customerId: number, key: string, today: string): void {
  saved(withChoice(useChoicesStore.getState().file, customerId, key, null, today))
}

// Another tab made a choice: read it again, so both tabs show the same suggestions.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === storageKeys.runningOutChoices || event.key === null)
      useChoicesStore.setState({
        file: readChoicesFile(readStorage(storageKeys.runningOutChoices)),
      })
  })
}
