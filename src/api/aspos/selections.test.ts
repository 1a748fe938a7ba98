// Wish list contract and calls: every seed product parses as a selection's product; add (twice is
// once), remove and clear; anonymous calls are refused.
import { describe, expect, it } from 'vitest'
import { products } from '@/mocks/db/seed-catalogue'
import { demoAccounts } from '@/mocks/db/seed-stores-people'
import { login } from './auth'
import { addToWishList, clearWishList, fetchWishList, mapSelection, removeFromWishList, selectionProductDtoSchema } from './selections'

async function logIn() {
  localStorage.setItem('authToken', await login(demoAccounts.demo))
}

describe('contract', () => {
  it('every seed product parses as the product of a selection', () => {
    for (const product of products) expect(selectionProductDtoSchema.safeParse(product).success, product.Url).toBe(true)
  })

  it('maps prices to cents and shows a discount only when lower', () => {
    const product = selectionProductDtoSchema.parse({ ...products[0]!, PriceInclTax: 10, Discount: { PriceInclTax: 7.5 } })
    const item = mapSelection({ Id: 1, ProductId: product.Id, ParentProductId: null, Product: product })
    expect(item).toMatchObject({ priceCents: 750, originalPriceCents: 1000 })
  })
})

describe('wish list calls', () => {
  it('refuses anonymous visitors', async () => {
    await expect(fetchWishList()).rejects.toMatchObject({ status: 401 })
  })

  it('adds, lists, removes and clears', async () => {
    await logIn()
    const [first, second] = products
    const added = await addToWishList(first!.Id)
    await addToWishList(first!.Id)
    await addToWishList(second!.Id)
    let list = await fetchWishList()
    expect(list.map((i) => i.productId)).toEqual([first!.Id, second!.Id])
    expect(list[0]).toMatchObject({ title: first!.Description, url: first!.Url })

    await removeFromWishList(added!.id)
    list = await fetchWishList()
    expect(list.map((i) => i.productId)).toEqual([second!.Id])
    await expect(removeFromWishList(added!.id)).rejects.toMatchObject({ status: 404 })

    await clearWishList()
    expect(await fetchWishList()).toEqual([])
  })

  it('refuses an unknown product', async () => {
    await logIn()
    await expect(addToWishList(987654321)).rejects.toMatchObject({ status: 404 })
  })
})
