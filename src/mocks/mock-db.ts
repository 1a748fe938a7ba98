// The one mock database instance shared by every handler. In the browser (npm run dev) its state
// is kept in localStorage so a reload keeps cart and session; in Node it lives in memory.
import { createDatabase, type Database } from './db/database'
import { resetRevocations } from './revocation'

const STORAGE_KEY = 'mock-db-v1'
let instance: Database | undefined

function browserStorage(): Storage | undefined {
  try {
    return typeof window !== 'undefined' &&
      typeof document !== 'undefined' &&
      !import.meta.env?.VITEST
      ? window.localStorage
      : undefined
  } catch {
    return undefined
  }
}

export function getDb(): Database {
  if (!instance) {
    const storage = browserStorage()
    instance = createDatabase(
      storage
        ? {
            load: () => storage.getItem(STORAGE_KEY),
            save: (json) => {
              try {
                storage.setItem(STORAGE_KEY, json)
              } catch {
                // A full storage only means the mock forgets its state on reload.
              }
            },
          }
        : undefined,
    )
  }
  return instance
}

/** Back to the deterministic seed (tests call this between cases; dev via /api/mock/reset). */
/** The whole mock state back to its seed: the database and the services' revocation list. */
export function resetDb(): void {
  getDb().reset()
  resetRevocations()
}
