// Mock handlers of the wish list (product selections) of the logged-in customer. Without a valid
// token: 401. Adding a product that is already on the list answers the existing selection.
import { http } from 'msw'
import { addSelectionRequestSchema } from '@/api/aspos/selections'
import { getDb } from '../../mock-db'
import { customerOf, fail, ok, readBody } from '../utils'
import { accountAnswers } from '@/mocks/messages'

const m = accountAnswers

function selectionDto(selection: { Id: number; ProductId: number }) {
  const product = getDb().productById(selection.ProductId) ?? null
  return {
    Id: selection.Id,
    ProductId: selection.ProductId,
    ParentProductId: product?.ParentProductId ?? null,
    Product: product,
  }
}

function listOf(customerId: number) {
  const state = getDb().state
  const key = String(customerId)
  state.selections[key] ??= []
  return state.selections[key]
}

export const selectionsHandlers = [
  http.get('*/api/aspos/products/selections', async ({ request }) => {
    const customer = await customerOf(request)
    if (!customer) return fail(m.loginRequired, 401)
    const list = listOf(customer.Id).filter((s) => getDb().productById(s.ProductId))
    const urls: Record<string, string> = {}
    for (const s of list) urls[String(s.ProductId)] = getDb().productById(s.ProductId)!.Url
    return ok({ ProductSelections: list.map(selectionDto), ProductUrls: urls })
  }),

  http.post('*/api/aspos/products/selections', async ({ request }) => {
    const customer = await customerOf(request)
    if (!customer) return fail(m.loginRequired, 401)
    const body = await readBody(request, addSelectionRequestSchema())
    if (!body) return fail(m.badRequest, 400)
    if (!getDb().productById(body.ProductId)) return fail(m.productUnknown, 404)
    const list = listOf(customer.Id)
    let selection = list.find((s) => s.ProductId === body.ProductId)
    if (!selection) {
      selection = { Id: getDb().nextId(), ProductId: body.ProductId }
      list.push(selection)
      getDb().persist()
    }
    return ok({ ProductSelection: selectionDto(selection) })
  }),

  // Registered before the {id} route so 'clear' is never read as an id.
  http.post('*/api/aspos/products/selections/clear', async ({ request }) => {
    const customer = await customerOf(request)
    if (!customer) return fail(m.loginRequired, 401)
    getDb().state.selections[String(customer.Id)] = []
    getDb().persist()
    return ok({})
  }),

  http.delete('*/api/aspos/products/selections/:id', async ({ request, params }) => {
    const customer = await customerOf(request)
    if (!customer) return fail(m.loginRequired, 401)
    const id = Number(params.id)
    const list = listOf(customer.Id)
    const index = list.findIndex((s) => s.Id === id)
    if (!Number.isInteger(id) || index < 0) return fail(m.selectionUnknown, 404)
    list.splice(index, 1)
    getDb().persist()
    return ok({})
  }),
]
