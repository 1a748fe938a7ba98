// The current time for what a screen says about "now" ("Nu open, tot 18:00", "Klaar vanaf 16:15"):
// read at mount and again on every whole minute, so a page left open turns "open" into "closed" at
// the closing minute without a reload.
import { useEffect, useState } from 'react'

const MINUTE = 60_000

export function useNow(): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>
    const tick = () => {
      const at = Date.now()
      setNow(new Date(at))
      // The next whole minute (plus a little, so the clock has passed it).
      timer = setTimeout(tick, MINUTE - (at % MINUTE) + 50)
    }
    timer = setTimeout(tick, MINUTE - (Date.now() % MINUTE) + 50)
    return () => clearTimeout(timer)
  }, [])
  return now
}
