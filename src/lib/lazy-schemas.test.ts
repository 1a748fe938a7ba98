// The wire schemas of the modules the entry and the first pages (home, category, product) load are
// built on first use (lib/lazy), not while those modules are evaluated on the way to the first tap.
import * as z from 'zod/mini'
import { afterEach, describe, expect, it, vi } from 'vitest'

const firstScreenModules = {
  'api/http': () => import('@/api/http'),
  'api/envelope': () => import('@/api/envelope'),
  'api/image-ref': () => import('@/api/image-ref'),
  'api/auth': () => import('@/api/auth'),
  'api/search': () => import('@/api/search'),
  'api/vm/content': () => import('@/api/vm/content'),
  'api/vm/content-model': () => import('@/api/vm/content-model'),
  'api/vm/content-cache': () => import('@/api/vm/content-cache'),
  'api/aspos/addresses': () => import('@/api/aspos/addresses'),
  'api/aspos/brands': () => import('@/api/aspos/brands'),
  'api/aspos/cart': () => import('@/api/aspos/cart'),
  'api/aspos/cart-batch': () => import('@/api/aspos/cart-batch'),
  'api/aspos/config': () => import('@/api/aspos/config'),
  'api/aspos/customer': () => import('@/api/aspos/customer'),
  'api/aspos/products': () => import('@/api/aspos/products'),
  'api/aspos/product-queries': () => import('@/api/aspos/product-queries'),
  'api/aspos/product-list-params': () => import('@/api/aspos/product-list-params'),
  'api/aspos/product-images': () => import('@/api/aspos/product-images'),
  'api/aspos/selections': () => import('@/api/aspos/selections'),
  'api/aspos/webnodes': () => import('@/api/aspos/webnodes'),
  'features/content/block-schemas': () => import('@/features/content/block-schemas'),
  'lib/validation-rules': () => import('@/lib/validation-rules'),
}

/** Counts the zod schemas and checks made: each one installs its `_zod` internals as it is made. */
function countSchemasMade(): { made: () => number; stop: () => void } {
  const defineProperty = Object.defineProperty
  let made = 0
  Object.defineProperty = ((target: object, key: PropertyKey, descriptor: PropertyDescriptor) => {
    if (key === '_zod') made += 1
    return defineProperty(target, key, descriptor)
  }) as typeof Object.defineProperty
  return {
    made: () => made,
    stop: () => {
      Object.defineProperty = defineProperty
    },
  }
}

describe('the first screen’s wire schemas', () => {
  afterEach(() => vi.resetModules())

  it('the counter sees a schema being made', () => {
    const counter = countSchemasMade()
    try {
      z.object({ Id: z.number() })
      expect(counter.made()).toBeGreaterThan(0)
    } finally {
      counter.stop()
    }
  })

  it.each(Object.entries(firstScreenModules))('%s builds none as it loads', async (_, load) => {
    vi.resetModules()
    const counter = countSchemasMade()
    try {
      await load()
      expect(counter.made()).toBe(0)
    } finally {
      counter.stop()
    }
  })

  it('a getter builds its schema on the first parse and keeps it', async () => {
    vi.resetModules()
    const { envelopeSchema } = await import('@/api/envelope')
    const counter = countSchemasMade()
    try {
      expect(envelopeSchema().parse({ Success: true })).toEqual({ Success: true })
      const made = counter.made()
      expect(made).toBeGreaterThan(0)
      expect(envelopeSchema()).toBe(envelopeSchema())
      expect(counter.made()).toBe(made)
    } finally {
      counter.stop()
    }
  })
})
