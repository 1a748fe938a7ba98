// The cart's change queue, free of React and of the network: collects line changes, waits for a
// quiet period (1000 ms in the shop), submits them as ONE batch, never runs two submits at once,
// and keeps looping while changes arrive during a submit. The store wires it to the service.

export interface CartQueueOptions<C, R> {
  /** Quiet period after the last change before a batch is sent. */
  quietMs: number
  submit: (changes: C[]) => Promise<R>
  onSubmitStart?: (changes: C[]) => void
  onSubmitSuccess?: (result: R, changes: C[]) => void
  onSubmitFailure?: (error: unknown, changes: C[]) => void
  /** Busy = changes wait or a submit runs. Called only when that flips. */
  onBusyChange?: (busy: boolean) => void
}

export interface CartQueue<C> {
  /** Adds changes that travel together; the quiet period starts again. */
  enqueue: (...changes: C[]) => void
  /** Sends what waits now (no quiet period) and resolves once nothing waits or runs. */
  flush: () => Promise<void>
  /** Resolves once nothing waits or runs (without hurrying the quiet period). */
  whenIdle: () => Promise<void>
  /** Changes that wait for the next batch (not the one running). */
  pending: () => C[]
  /** Changes of the submit that runs now. */
  inFlight: () => C[]
  isBusy: () => boolean
  /** Hands over the waiting changes and forgets them (the page sends them itself as it is left). */
  takePending: () => C[]
  /** Drops waiting changes and forgets a running submit (logout, order placed). */
  reset: () => void
}

function safely(callback: () => void) {
  try {
    callback()
  } catch (error) {
    // A listener's bug must not wedge the queue: the next change still needs to go out.
    console.error(error)
  }
}

export function createCartQueue<C, R>(options: CartQueueOptions<C, R>): CartQueue<C> {
  let waiting: C[] = []
  let running: C[] | null = null
  let timer: ReturnType<typeof setTimeout> | null = null
  // Bumped by reset(), so a submit that was running then cannot report into the new state.
  let generation = 0
  let lastBusy = false
  let idleWaiters: (() => void)[] = []

  const isBusy = () => waiting.length > 0 || running !== null

  function busyMaybeChanged() {
    const busy = isBusy()
    if (busy !== lastBusy) {
      lastBusy = busy
      safely(() => options.onBusyChange?.(busy))
    }
    if (!busy) {
      const waiters = idleWaiters
      idleWaiters = []
      waiters.forEach((resolve) => resolve())
    }
  }

  function clearTimer() {
    if (timer !== null) clearTimeout(timer)
    timer = null
  }

  function quietPeriodOver() {
    timer = null
    // A submit is running: skip; its loop picks these changes up when it ends.
    if (running === null) void run()
  }

  async function run() {
    const gen = generation
    // Loop until nothing waits, unless fresh changes restarted the quiet period meanwhile.
    while (waiting.length > 0 && timer === null && gen === generation) {
      const batch = waiting
      waiting = []
      running = batch
      safely(() => options.onSubmitStart?.(batch))
      let result: R
      try {
        result = await options.submit(batch)
      } catch (error) {
        if (gen !== generation) return
        running = null
        safely(() => options.onSubmitFailure?.(error, batch))
        continue
      }
      if (gen !== generation) return
      running = null
      safely(() => options.onSubmitSuccess?.(result, batch))
    }
    if (gen === generation) {
      running = null
      busyMaybeChanged()
    }
  }

  function whenIdle(): Promise<void> {
    if (!isBusy()) return Promise.resolve()
    return new Promise((resolve) => idleWaiters.push(resolve))
  }

  return {
    enqueue: (...changes) => {
      if (changes.length === 0) return
      waiting.push(...changes)
      clearTimer()
      timer = setTimeout(quietPeriodOver, options.quietMs)
      busyMaybeChanged()
    },
    flush: () => {
      clearTimer()
      if (running === null && waiting.length > 0) void run()
      return whenIdle()
    },
    whenIdle,
    pending: () => [...waiting],
    inFlight: () => [...(running ?? [])],
    isBusy,
    takePending: () => {
      const taken = waiting
      waiting = []
      clearTimer()
      busyMaybeChanged()
      return taken
    },
    reset: () => {
      generation += 1
      clearTimer()
      waiting = []
      running = null
      busyMaybeChanged()
    },
  }
}
