import { afterEach, describe, expect, it } from 'vitest'
import { noticesSeenOn, notify, useNoticesStore } from './notices-store'

afterEach(() => useNoticesStore.setState({ notices: [] }))

describe('noticesSeenOn', () => {
  it('dismisses the notices about the page the shopper reached, and only those', () => {
    notify('Product toegevoegd aan de winkelmandje.', 'success', 0, undefined, '/winkelmandje')
    notify('Je bent weer online.', 'info', 0)
    noticesSeenOn('/producten/100')
    expect(useNoticesStore.getState().notices).toHaveLength(2)
    noticesSeenOn('/winkelmandje')
    expect(useNoticesStore.getState().notices.map((n) => n.message)).toEqual([
      'Je bent weer online.',
    ])
  })
})
