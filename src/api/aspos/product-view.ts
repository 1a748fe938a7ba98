// The wire's product seen through the domain's price rules and flags (src/domain/pricing): what
// every surface (catalogue, content blocks, search, wish list, cart) reads of a product.
import type { ProductViewOf } from '@/domain/pricing/flags'
import type { Product } from './products'

export type ProductView = ProductViewOf<Product>
