// Loads a lazily imported part, trying again before a failure counts. Offline, a failed load is the
// network, not a missing file: the part waits for the connection to return and tries again, so a
// footer or dialog that came due while the shopper was offline arrives once they are back, instead
// of failing the whole page. Online, it is asked for once more at once: the browser itself stops a
// page's pending loads when the shopper goes back or forward while the page still loads (Chromium),
// and a part asked for then fails although its file is there. A second failure online goes on as
// before (a new release removed the file: the shell reloads into it, see chunk-reload.ts).
// Every dynamic import of the app goes through here.
export function importWhenOnline<T>(load: () => Promise<T>, tries = 3): Promise<T> {
  return load().catch(async (error: unknown) => {
    if (tries <= 1) throw error
    if (globalThis.navigator?.onLine !== false) return load()
    await new Promise<void>((resolve) =>
      globalThis.addEventListener('online', () => resolve(), { once: true }),
    )
    return importWhenOnline(load, tries - 1)
  })
}
