// Test data builders: small, valid wire objects with defaults, so a test states only what it is
// about. Shared by unit tests beside the code and the screen tests in tests/.
import type { WebNodeDto } from '@/api/aspos/webnodes'
import { products } from '@/mocks/db/seed-catalogue'

/** A category node as the webnodetree service sends it. */
export function aWebNode(
  Id: number,
  Description: string,
  NodeUrl: string,
  Children: WebNodeDto[] = [],
): WebNodeDto {
  return { Id, Description, NodeUrl, Children }
}

/** The URL slug of a seed product, for /product/:productName. */
export function productUrlOf(id: number): string {
  const product = products.find((p) => p.Id === id)
  if (!product) throw new Error(`no seed product ${id}`)
  return product.Url
}
