// Every Dutch UI string, nested by domain. Components and tests import from here, never inline.
import { common } from './nl/common'
import { shell } from './nl/shell'
import { cart } from './nl/cart'
import { catalogue } from './nl/catalogue'
import { checkout } from './nl/checkout'
import { account } from './nl/account'
import { content } from './nl/content'
import { search } from './nl/search'

export const nl = { common, shell, cart, catalogue, checkout, account, content, search } as const
