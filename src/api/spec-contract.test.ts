// The shop against a backend built to the spec alone: every answer below is the spec's minimal
// example (section 3's fields, section 7's response keys), nothing of what our own mock adds. Each
// goes through the real fetcher and mapper; the shop must read it, never fail a page on it.
import { describe, expect, it } from 'vitest'
import { HttpResponse, http } from 'msw'
import { server } from '@/mocks/server'
import { signToken } from '@/mocks/jwt'
import { storageKeys, writeStorage } from '@/lib/storage'
import { login, logout } from './aspos/auth'
import { fetchAddresses } from './aspos/addresses'
import { fetchCart, mapCart } from './aspos/cart'
import { submitCartBatch } from './aspos/cart-batch'
import { fetchConfig, isLoyaltyGroup } from './aspos/config'
import { fetchCustomer } from './aspos/customer'
import { derivePricing } from '@/domain/pricing/prices'
import { mapProduct, productDtoSchema } from './aspos/products'
import { fetchPageContent } from './vm/content'

/** Spec, section 3: CartLines (ProductId, Quantity, optional Color), TotalAmountOfProducts, TotalInclTax, Vouchers. */
const minimalCart = {
  CartLines: [
    { ProductId: 1001, Quantity: 2 },
    { ProductId: 1010, Quantity: 1, Color: 'RAL9010' },
  ],
  TotalAmountOfProducts: 3,
  TotalInclTax: 149.97,
  Vouchers: [],
}

async function loggedIn() {
  writeStorage(
    storageKeys.authToken,
    await signToken({
      sub: '1',
      unique_name: 'Sanne',
      email: 'demo@dierenruiter.nl',
      scope: 'customer',
    }),
  )
}

describe('the spec’s minimal answers', () => {
  it('a cart whose lines carry only ProductId, Quantity and an optional Color', async () => {
    server.use(http.get('*/api/aspos/cart', () => HttpResponse.json(minimalCart)))
    const cart = await fetchCart()
    expect(cart.lines.map((l) => [l.productId, l.quantity, l.color])).toEqual([
      [1001, 2, null],
      [1010, 1, 'RAL9010'],
    ])
    expect(new Set(cart.lines.map((l) => l.lineId)).size).toBe(2)
    expect(cart).toMatchObject({
      totalAmountOfProducts: 3,
      totalCents: 14997,
      vouchers: [],
      deliveryMethod: null,
    })
  })

  it('the batch answer (Success, Cart) and the logout answer (Success, Data)', async () => {
    server.use(
      http.post('*/api/aspos/cart/lines/batch', () =>
        HttpResponse.json({ Success: true, Cart: minimalCart }),
      ),
      http.post('*/api/aspos/authentication/logout', () =>
        HttpResponse.json({ Success: true, Data: minimalCart }),
      ),
    )
    const cart = await submitCartBatch([
      { action: 'Add', productId: 1001, quantity: 1, color: null },
    ])
    expect(cart.totalAmountOfProducts).toBe(3)
    await loggedIn()
    expect(mapCart(await logout()).lines).toHaveLength(2)
  })

  it('login (Success, Token)', async () => {
    const token = await signToken({
      sub: '1',
      unique_name: 'Sanne',
      email: 'demo@dierenruiter.nl',
      scope: 'customer',
    })
    server.use(
      http.post('*/api/aspos/authentication/login', () =>
        HttpResponse.json({ Success: true, Token: token }),
      ),
    )
    expect(await login({ email: 'demo@dierenruiter.nl', password: 'Welkom123' })).toBe(token)
  })

  it('a page article whose blocks carry ID and Data only; one unknown and one broken block are skipped', async () => {
    server.use(
      http.post('*/api/vm/u', () =>
        HttpResponse.json({
          Success: true,
          ReasonCode: null,
          Article: {
            Title: 'Over ons',
            Description: 'Wie we zijn',
            Keywords: 'dieren',
            Blocks: [
              {
                ID: 1,
                Data: JSON.stringify({ Type: 'Text', Title: 'Welkom', Html: '<p>Hallo</p>' }),
              },
              { ID: 2, Type: 'Onbekend', Data: '{}' },
              { ID: 3, Data: 'geen json' },
              { Data: 42 },
              {
                ID: 5,
                Type: 'Cta',
                Data: JSON.stringify({
                  Title: 'Kom langs',
                  LinkUrl: '/winkels',
                  LinkText: 'Winkels',
                }),
              },
            ],
            BannerCategories: [
              {
                Name: 'mainbanners',
                Banners: [{ Title: 'Actie', Text: '<p>Korting</p>', Images: [], IsHidden: false }],
              },
            ],
            Menus: {
              MainMenu: [{ ID: 1, Title: 'Hond', AlternateUrl: '/hond' }],
              FooterMenu: [],
              SubFooterMenu: [],
              Menus: [],
            },
          },
        }),
      ),
    )
    const page = await fetchPageContent({ url: 'over-ons' })
    expect(page.title).toBe('Over ons')
    expect(page.blocks.map((b) => [b.id, b.type])).toEqual([
      [1, 'Text'],
      [2, 'Onbekend'],
      [5, 'Cta'],
    ])
    expect(page.banners.mainbanners?.map((b) => b.title)).toEqual(['Actie'])
  })

  it('the customer (CustomerGroup with Code, and Fields)', async () => {
    await loggedIn()
    server.use(
      http.get('*/api/aspos/customer', () =>
        HttpResponse.json({
          Customer: {
            FirstName: 'Sanne',
            LastName: 'de Vries',
            Email: 'demo@dierenruiter.nl',
            CustomerGroup: { Code: 'LOYAL' },
          },
          Fields: [],
        }),
      ),
    )
    expect((await fetchCustomer()).groupCode).toBe('LOYAL')
  })

  it('the config (Success, Regions, Config with CustomerGroups.Loyalty)', async () => {
    server.use(
      http.get('*/api/aspos/common/config', () =>
        HttpResponse.json({
          Success: true,
          Regions: [],
          Config: { 'CustomerGroups.Loyalty': 'LOYAL' },
        }),
      ),
    )
    expect(isLoyaltyGroup('loyal', await fetchConfig())).toBe(true)
  })

  it('the addresses of the three types, asked for in the spec’s form', async () => {
    await loggedIn()
    const asked: string[] = []
    server.use(
      http.get('*/api/aspos/customer/addresses', ({ request }) => {
        asked.push(new URL(request.url).search)
        return HttpResponse.json({
          Addresses: [
            {
              Id: 7,
              AddressType: 'Delivery',
              FirstName: 'Sanne',
              LastName: 'de Vries',
              Street: 'Herengracht',
              HouseNumber: '12',
              PostalCode: '1016 BR',
              City: 'Amsterdam',
              Country: 'NL',
            },
          ],
        })
      }),
    )
    const addresses = await fetchAddresses()
    expect(decodeURIComponent(asked[0]!)).toBe('?addressType=Default|Delivery|Invoice')
    expect(addresses.map((a) => [a.type, a.street])).toEqual([['Delivery', 'Herengracht']])
  })

  it('a product with the spec’s fields priced by the one pricing module', () => {
    const dto = {
      Id: 77,
      Code: 'DW77',
      Url: 'kwast',
      Description: 'Kwast',
      PriceInclTax: 10,
      Discount: { PriceInclTax: 9 },
      Discounts: [
        {
          Id: 1,
          Description: '10% korting',
          StartDate: '2026-01-01',
          EndDate: '2099-12-31',
          Percentage: 10,
        },
      ],
      Fields: [
        { Code: 'Kleurkiezer', Value: 'Ja' },
        { Code: 'Adviesprijs', Value: '12.50' },
      ],
      IsWeightProduct: false,
    }
    const pricing = derivePricing(
      mapProduct(productDtoSchema().parse(dto)),
      new Date('2026-06-01T12:00:00Z'),
    )
    expect(pricing).toMatchObject({
      currentPriceCents: 900,
      originalPriceCents: 1000,
      listPriceCents: 1250,
      colorSurtaxCents: 0,
    })
  })
})
