// A control that answers a tap in the tap's own frame: it shows the value the shopper chose from its
// own state, while the state it stands for (a listing's filters, held by a parent) follows as a
// transition. Rendering that parent in the tap itself cost a slow phone tens of milliseconds.
import { useState } from 'react'

/**
 * The value to show: `given` until the control sets another, and `given` again whenever it
 * changes (the parent's state caught up, or moved on: a page went back).
 */
export function useShownValue<T>(given: T): [T, (value: T) => void] {
  const [shown, setShown] = useState(given)
  const [last, setLast] = useState(given)
  if (!Object.is(last, given)) {
    setLast(given)
    setShown(given)
  }
  return [shown, setShown]
}
