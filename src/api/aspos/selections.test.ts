// Wish list contract and calls: every seed product parses as a selection's product; add (twice is
// once), remove and clear; anonymous calls are refused.
import { describe, expect, it } from 'vitest'
import { fixtureProductIds, products } from '@/mocks/db/seed-catalogue'
import { derivePricing } from '@/domain/pricing/prices'
import { mapProduct } from './products'
import { demoAccounts } from '@/mocks/db/seed-stores-people'
import { login } from './auth'
import {
  addToWishList,
  clearWishList,
  fetchWishList,
  mapSelection,
  removeFromWishList,
  selectionProductDtoSchema,
} from './selections'

async function logIn() {
  localStorage.setItem('authToken', await login(demoAccounts.demo))
}

describe('contract', () => {
  it('every seed product parses as the product of a selection', () => {
    for (const product of products)
      expect(selectionProductDtoSchema().safeParse(product).success, product.Url).toBe(true)
  })

  it('prices a product exactly as the product page does: Webprijs and deposit included', () => {
    const now = new Date()
    for (const id of [
      fixtureProductIds.webPrice,
      fixtureProductIds.deposit,
      fixtureProductIds.discounted,
      fixtureProductIds.plain,
    ]) {
      const product = selectionProductDtoSchema().parse(products.find((p) => p.Id === id))
      const item = mapSelection(
        { Id: 1, ProductId: product.Id, ParentProductId: null, Product: product },
        {},
        now,
      )
      const shown = derivePricing(mapProduct(product), now)
      expect(item, product.Description).toMatchObject({
        priceCents: shown.currentPriceCents,
        originalPriceCents: shown.originalPriceCents,
      })
    }
    const web = selectionProductDtoSchema().parse(
      products.find((p) => p.Id === fixtureProductIds.webPrice),
    )
    expect(
      mapSelection({ Id: 1, ProductId: web.Id, ParentProductId: null, Product: web }).priceCents,
    ).toBe(4499)
    const deposit = selectionProductDtoSchema().parse(
      products.find((p) => p.Id === fixtureProductIds.deposit),
    )
    expect(
      mapSelection({ Id: 1, ProductId: deposit.Id, ParentProductId: null, Product: deposit })
        .priceCents,
    ).toBe(1314)
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

  // Issue 51: a size chosen on a family's page is wished as that size, with its family (spec).
  it('keeps a variant with its ParentProductId and its name with the size', async () => {
    await logIn()
    const cap = products.find((p) => p.Url === 'hkm-cap-carbon-mat')!
    const size = products.find(
      (p) => p.ParentProductId === cap.Id && p.Fields.some((f) => f.Value === 'maat M'),
    )!
    await addToWishList(size.Id)
    const [item] = await fetchWishList()
    expect(item).toMatchObject({
      productId: size.Id,
      parentProductId: cap.Id,
      title: 'HKM Cap Carbon Mat maat M',
    })
    await clearWishList()
  })

  it('refuses an unknown product', async () => {
    await logIn()
    await expect(addToWishList(987654321)).rejects.toMatchObject({ status: 404 })
  })
})
