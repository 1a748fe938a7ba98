// What a "Bijna op?" surface does when the customer puts a product aside: the choice is kept, the
// confirmation is said (and shown), and focus goes to the block's heading, since the card that held
// the button is gone. Shared by the home rail and the account block.
import { useCallback, useRef, useState } from 'react'
import { formatShopDay } from '@/lib/format-day'
import { runningOut as t } from '@/messages/nl/running-out'
import { laterChoice } from '@/domain/refill-rhythm'
import type { DueItem } from '@/features/running-out/rhythm'
import type { RunningOut } from '@/features/running-out/use-running-out'

/** `inAccount`: the block that lists what was put aside for good, with its undo. */
export function useChoiceFeedback(running: RunningOut, inAccount = false) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [said, setSaid] = useState('')
  const { later: keepLater, never: keepNever, undo: keepUndo, today } = running

  const later = useCallback(
    (item: DueItem) => {
      keepLater(item.rhythm)
      setSaid(t.laterDone(item.product.title, formatShopDay(laterChoice(item.rhythm, today).until)))
      headingRef.current?.focus()
    },
    [keepLater, today],
  )
  const never = useCallback(
    (item: DueItem) => {
      keepNever(item.rhythm)
      setSaid((inAccount ? t.neverDoneHere : t.neverDone)(item.product.title))
      headingRef.current?.focus()
    },
    [keepNever, inAccount],
  )
  const undo = useCallback(
    (rhythm: DueItem['rhythm']) => {
      keepUndo(rhythm)
      setSaid(t.account.undone(rhythm.name))
    },
    [keepUndo],
  )
  return { headingRef, said, later, never, undo }
}
