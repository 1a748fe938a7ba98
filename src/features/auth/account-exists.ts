// Whether the account service refused a registration because the e-mail has an account already
// (ReasonCode AccountExist): the wizard and the account from the order then show the ways on.
import { ACCOUNT_EXISTS } from '@/api/aspos/auth'
import { isApiError } from '@/api/http'

export function isAccountExists(error: unknown): boolean {
  return isApiError(error) && error.reasonCode === ACCOUNT_EXISTS
}
