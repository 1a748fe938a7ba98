// The moment a page was opened: prices derive from it, so a discount window is judged once per
// visit and re-renders do not flip a price mid-view.
import { useState } from 'react'

export function useNow(): Date {
  const [now] = useState(() => new Date())
  return now
}
