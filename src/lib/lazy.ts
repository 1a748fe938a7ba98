// Work a module would do at load, done on first use instead: `lazy(() => make())` returns a getter
// that makes the value once, when it is first asked for, and hands out the same value after that.
// The wire schemas (zod/mini) and the Intl formatters use it, so evaluating the entry and the first
// page's modules builds none of them: each is built by the first parse or format that needs it.
// Pure: a `lazy(...)` whose getter no code asks for leaves the bundle (the annotation tells the
// bundler that a call has no side effects, so an unused wire schema costs the entry nothing).
/* @__NO_SIDE_EFFECTS__ */
export function lazy<T>(make: () => T): () => T {
  let made = false
  let value: T
  return () => {
    if (!made) {
      value = make()
      made = true
    }
    return value
  }
}
