// Yields to the browser between two pieces of start-up work, so each runs as a task of its own
// (input and paint can go in between): scheduler.yield where the browser has it, else a timer.
type SchedulerGlobal = typeof globalThis & { scheduler?: { yield?: () => Promise<void> } }

export function nextTask(): Promise<void> {
  const scheduler = (globalThis as SchedulerGlobal).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
