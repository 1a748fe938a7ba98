// Counts requests in flight so the progress bar can follow them without knowing the HTTP client.
type Listener = (inFlight: number) => void

let inFlight = 0
const listeners = new Set<Listener>()

export function requestStarted(): void {
  inFlight += 1
  listeners.forEach((listener) => listener(inFlight))
}

export function requestEnded(): void {
  inFlight = Math.max(0, inFlight - 1)
  listeners.forEach((listener) => listener(inFlight))
}

export function subscribeToActivity(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function getInFlight(): number {
  return inFlight
}
