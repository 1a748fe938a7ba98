// The time now, renewed at each new minute: for what a shopper reads in minutes (the delivery
// promise's countdown). Only the component that asks re-renders, once a minute.
import { useEffect, useState } from 'react'

export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>
    const next = () => {
      // Just past the next whole minute, so the minute shown is the one that has begun.
      timer = setTimeout(
        () => {
          setNow(new Date())
          next()
        },
        60_000 - (Date.now() % 60_000) + 20,
      )
    }
    next()
    return () => clearTimeout(timer)
  }, [])
  return now
}
