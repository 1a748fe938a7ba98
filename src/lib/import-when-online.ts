// Loads a lazily imported part. Offline, a failed load is the network, not a missing file: the
// part waits for the connection to return and tries again, so a footer or dialog that came due
// while the shopper was offline arrives once they are back, instead of failing the whole page.
// Online failures go on as before (a new release: the shell reloads into it, see chunk-reload.ts).
export function importWhenOnline<T>(load: () => Promise<T>, tries = 3): Promise<T> {
  return load().catch(async (error: unknown) => {
    if (tries <= 1 || globalThis.navigator?.onLine !== false) throw error
    await new Promise<void>((resolve) =>
      globalThis.addEventListener('online', () => resolve(), { once: true }),
    )
    return importWhenOnline(load, tries - 1)
  })
}
