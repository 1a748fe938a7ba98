// The request progress bar: appears only when requests run longer than 200 ms (throttle), creeps
// towards the end over 5 s, and completes when the last request ends.
import { useEffect, useState } from 'react'
import { getInFlight, subscribeToActivity } from '@/api/activity'

const PROGRESS_THROTTLE_MS = 200
const PROGRESS_DURATION_MS = 5000

// Each phase's class written out in full: the build keeps only class names it reads in the source.
const phaseClass = { running: 'request-progress running', done: 'request-progress done' } as const

export function ProgressBar() {
  const [phase, setPhase] = useState<'idle' | 'running' | 'done'>('idle')
  useEffect(() => {
    let showTimer: ReturnType<typeof setTimeout> | undefined
    let hideTimer: ReturnType<typeof setTimeout> | undefined
    const update = (inFlight: number) => {
      if (inFlight > 0) {
        clearTimeout(hideTimer)
        if (!showTimer) showTimer = setTimeout(() => setPhase('running'), PROGRESS_THROTTLE_MS)
      } else {
        clearTimeout(showTimer)
        showTimer = undefined
        setPhase((current) => (current === 'running' ? 'done' : current))
        hideTimer = setTimeout(() => setPhase('idle'), 300)
      }
    }
    update(getInFlight())
    const unsubscribe = subscribeToActivity(update)
    return () => {
      unsubscribe()
      clearTimeout(showTimer)
      clearTimeout(hideTimer)
    }
  }, [])
  if (phase === 'idle') return null
  return (
    <div className={phaseClass[phase]} aria-hidden="true">
      <div
        className="request-progress-bar"
        style={{ animationDuration: `${PROGRESS_DURATION_MS}ms` }}
      />
    </div>
  )
}
