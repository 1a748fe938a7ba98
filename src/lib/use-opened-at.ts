// The opened-at moment: the time the page or component was opened, read once at mount and never
// renewed. Prices derive from it, so a discount window is judged once per visit (or once per
// opened layer) and a re-render never flips a price under the shopper's eyes. Its counterpart is
// useMinuteClock (use-minute-clock.ts), for what must follow the wall clock.
import { useState } from 'react'

export function useOpenedAt(): Date {
  const [openedAt] = useState(() => new Date())
  return openedAt
}
