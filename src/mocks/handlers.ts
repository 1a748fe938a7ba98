// The one handler list, served by the browser worker, msw/node in Vitest and the preview middleware.
import type { HttpHandler } from 'msw'
import { contentHandlers } from './handlers/vm/content'
import { authHandlers } from './handlers/aspos/auth'
import { customerHandlers } from './handlers/aspos/customer'
import { selectionsHandlers } from './handlers/aspos/selections'
import { cartHandlers } from './handlers/aspos/cart'
import { addressHandlers } from './handlers/aspos/addresses'
import { checkoutHandlers } from './handlers/aspos/checkout'
import { catalogueHandlers } from './handlers/aspos/catalogue'
import { searchHandlers } from './handlers/aspos/search'
import { ordersHandlers } from './handlers/aspos/orders'
import { siteHandlers } from './handlers/aspos/site'
import { imageHandlers } from './handlers/images'
import { devHandlers } from './handlers/dev'

export { devHandlers }
import { authServiceHandlers } from './handlers/auth'
import { tokenGuardHandlers } from './handlers/token-guard'

/** The shop's services as the mock plays them (every host serves these). */
export const serviceHandlers: HttpHandler[] = [
  // First: a revoked or forged bearer is refused before any commerce or auth handler sees it.
  ...tokenGuardHandlers,
  ...imageHandlers,
  ...contentHandlers,
  ...authHandlers,
  ...authServiceHandlers,
  ...customerHandlers,
  ...selectionsHandlers,
  ...cartHandlers,
  ...addressHandlers,
  ...checkoutHandlers,
  ...catalogueHandlers,
  ...searchHandlers,
  ...ordersHandlers,
  ...siteHandlers,
]

/**
 * `npm run dev` and Vitest add the developer endpoints (POST /api/mock/reset). `vite preview` serves
 * serviceHandlers only: a build anyone can reach must not let a visitor wipe the data.
 */
export const handlers: HttpHandler[] = [...devHandlers, ...serviceHandlers]
