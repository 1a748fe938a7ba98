// The batch queue: quiet period, one submit at a time, looping while changes arrive, failures.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import fc from 'fast-check'
import { createCartQueue } from './cart-queue'

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('createCartQueue', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('submits nothing before 1000 ms of quiet, then everything as one batch', async () => {
    const submit = vi.fn(async (changes: number[]) => changes)
    const queue = createCartQueue({ quietMs: 1000, submit })
    queue.enqueue(1)
    await vi.advanceTimersByTimeAsync(600)
    queue.enqueue(2)
    await vi.advanceTimersByTimeAsync(600)
    queue.enqueue(3)
    await vi.advanceTimersByTimeAsync(999)
    expect(submit).not.toHaveBeenCalled()
    expect(queue.pending()).toEqual([1, 2, 3])
    await vi.advanceTimersByTimeAsync(1)
    expect(submit).toHaveBeenCalledTimes(1)
    expect(submit).toHaveBeenCalledWith([1, 2, 3])
    expect(queue.isBusy()).toBe(false)
  })

  it('never runs two submits at once and loops while changes arrive', async () => {
    const calls: { changes: number[]; done: ReturnType<typeof deferred<void>> }[] = []
    let running = 0
    let maxRunning = 0
    const submit = vi.fn((changes: number[]) => {
      running += 1
      maxRunning = Math.max(maxRunning, running)
      const done = deferred<void>()
      calls.push({ changes, done })
      return done.promise.finally(() => (running -= 1))
    })
    const queue = createCartQueue({ quietMs: 1000, submit })
    queue.enqueue(1)
    await vi.advanceTimersByTimeAsync(1000)
    expect(calls).toHaveLength(1)
    // Arrives during the submit; its quiet period ends while the first submit still runs: skipped.
    queue.enqueue(2)
    await vi.advanceTimersByTimeAsync(1500)
    expect(calls).toHaveLength(1)
    calls[0]!.done.resolve()
    // The loop picks the waiting change up right after the running submit.
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toHaveLength(2)
    expect(calls[1]!.changes).toEqual([2])
    calls[1]!.done.resolve()
    await vi.advanceTimersByTimeAsync(0)
    expect(maxRunning).toBe(1)
    expect(queue.isBusy()).toBe(false)
  })

  it('waits for the quiet period when changes are still arriving as a submit ends', async () => {
    const first = deferred<void>()
    const submit = vi.fn().mockReturnValueOnce(first.promise).mockResolvedValue(undefined)
    const queue = createCartQueue<number, void>({ quietMs: 1000, submit })
    queue.enqueue(1)
    await vi.advanceTimersByTimeAsync(1000)
    queue.enqueue(2)
    await vi.advanceTimersByTimeAsync(100)
    first.resolve()
    await vi.advanceTimersByTimeAsync(0)
    expect(submit).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(900)
    expect(submit).toHaveBeenCalledTimes(2)
    expect(submit).toHaveBeenLastCalledWith([2])
  })

  it('reports start, success and failure, and the busy flag', async () => {
    const events: string[] = []
    const submit = vi.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValueOnce('cart')
    const queue = createCartQueue<string, string>({
      quietMs: 1000,
      submit,
      onSubmitStart: (c) => events.push(`start ${c.join()}`),
      onSubmitSuccess: (r, c) => events.push(`ok ${r} ${c.join()}`),
      onSubmitFailure: (e, c) => events.push(`fail ${(e as Error).message} ${c.join()}`),
      onBusyChange: (busy) => events.push(`busy ${busy}`),
    })
    queue.enqueue('a', 'b')
    await vi.advanceTimersByTimeAsync(1000)
    // After a failure the changes are gone (reported), nothing is retried on its own.
    expect(queue.isBusy()).toBe(false)
    queue.enqueue('c')
    await vi.advanceTimersByTimeAsync(1000)
    expect(events).toEqual([
      'busy true',
      'start a,b',
      'fail boom a,b',
      'busy false',
      'busy true',
      'start c',
      'ok cart c',
      'busy false',
    ])
  })

  it('flush sends at once and resolves when idle; reset drops waiting changes', async () => {
    const submit = vi.fn(async () => 'ok')
    const queue = createCartQueue<number, string>({ quietMs: 1000, submit })
    queue.enqueue(1)
    const idle = vi.fn()
    void queue.flush().then(idle)
    await vi.advanceTimersByTimeAsync(0)
    expect(submit).toHaveBeenCalledWith([1])
    expect(idle).toHaveBeenCalled()

    queue.enqueue(2)
    queue.reset()
    await vi.advanceTimersByTimeAsync(2000)
    expect(submit).toHaveBeenCalledTimes(1)
    expect(queue.isBusy()).toBe(false)
  })

  it('forgets a submit that was running when reset', async () => {
    const slow = deferred<string>()
    const onSubmitSuccess = vi.fn()
    const queue = createCartQueue<number, string>({
      quietMs: 1000,
      submit: () => slow.promise,
      onSubmitSuccess,
    })
    queue.enqueue(1)
    await vi.advanceTimersByTimeAsync(1000)
    queue.reset()
    slow.resolve('late')
    await vi.advanceTimersByTimeAsync(0)
    expect(onSubmitSuccess).not.toHaveBeenCalled()
  })

  it('property: any interleaving of changes and slow or failing submits sends every change exactly once, in order', async () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('change' as const), count: fc.integer({ min: 1, max: 3 }) }),
      fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 2500 }) }),
    )
    const submitPlan = fc.array(
      fc.record({ ms: fc.integer({ min: 0, max: 3000 }), fails: fc.boolean() }),
      {
        minLength: 1,
        maxLength: 30,
      },
    )
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 25 }), submitPlan, async (steps, plan) => {
        let running = 0
        let overlap = false
        let call = 0
        const sent: number[][] = []
        const succeeded: number[][] = []
        const failed: number[][] = []
        const queue = createCartQueue<number, number[]>({
          quietMs: 1000,
          submit: (changes) => {
            running += 1
            if (running > 1) overlap = true
            sent.push(changes)
            const { ms, fails } = plan[call++ % plan.length]!
            return new Promise((resolve, reject) =>
              setTimeout(() => {
                running -= 1
                if (fails) reject(new Error('fail'))
                else resolve(changes)
              }, ms),
            )
          },
          onSubmitSuccess: (_result, changes) => succeeded.push(changes),
          onSubmitFailure: (_error, changes) => failed.push(changes),
        })
        let next = 0
        for (const s of steps) {
          if (s.kind === 'change') for (let i = 0; i < s.count; i++) queue.enqueue(next++)
          else await vi.advanceTimersByTimeAsync(s.ms)
        }
        // Let every quiet period and slow submit run out.
        for (let i = 0; i < 100 && queue.isBusy(); i++) await vi.advanceTimersByTimeAsync(1000)
        expect(queue.isBusy()).toBe(false)
        expect(overlap).toBe(false)
        const all = Array.from({ length: next }, (_, i) => i)
        expect(sent.flat()).toEqual(all)
        // Every batch is reported exactly once: as confirmed or as failed.
        expect([...succeeded, ...failed].flat().sort((a, b) => a - b)).toEqual(all)
      }),
      { numRuns: 60 },
    )
  })
})
