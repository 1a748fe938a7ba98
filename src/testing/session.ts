// For screen tests: a customer of the mock backend logged in the way the shop keeps a session (the
// signed token in storage, read when the app starts).
import { storageKeys, writeStorage } from '@/lib/storage'
import { signToken } from '@/mocks/jwt'
import { getDb } from '@/mocks/mock-db'

/** Stores the token of the seed's customer `id` (1: the demo customer). */
export async function logInCustomer(id = 1): Promise<void> {
  const customer = getDb().customerById(id)!
  writeStorage(
    storageKeys.authToken,
    await signToken({
      sub: String(id),
      unique_name: customer.FirstName,
      email: customer.Email,
      scope: 'customer',
    }),
  )
}
