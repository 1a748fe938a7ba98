// The product page's buy box around its actions (add to cart and the heart): the delivery promise
// above them.
import type { ReactNode } from 'react'
import type { ProductView } from '@/api/aspos/product-pricing'
import { DeliveryPromise } from '@/components/delivery-promise'

export function BuyBox({ product, children }: { product: ProductView; children: ReactNode }) {
  return (
    <>
      {!product.isVariantParent && (
        <DeliveryPromise
          items={[
            {
              deliveryTime: product.deliveryTime,
              isVirtual: product.isVirtual,
              soldOut: !product.inStock,
            },
          ]}
        />
      )}
      {children}
    </>
  )
}
