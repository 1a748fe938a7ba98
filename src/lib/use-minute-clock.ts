// The minute clock: the time now, read at mount and renewed just past every whole minute. For what
// a shopper reads in minutes and what must follow the wall clock while a page stays open: "Nu
// open, tot 18:00" turns into "Gesloten" at the closing minute, "Klaar vanaf 16:15" and the
// delivery promise's countdown move on, without a reload. Only the component that asks re-renders,
// once a minute. Its counterpart is useOpenedAt (use-opened-at.ts): a moment that never moves.
import { useEffect, useState } from 'react'

const MINUTE = 60_000
/** Just past the whole minute, so the minute shown is the one that has begun. */
const PAST_THE_MINUTE = 20

export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>
    const next = () => {
      timer = setTimeout(
        () => {
          setNow(new Date())
          next()
        },
        MINUTE - (Date.now() % MINUTE) + PAST_THE_MINUTE,
      )
    }
    next()
    return () => clearTimeout(timer)
  }, [])
  return now
}
