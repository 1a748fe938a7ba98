// robots.txt and the noindex rule keep the same private pages out of search engines.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { hrefs, isPrivatePath, privatePathPrefixes } from './paths'

const robots = readFileSync('public/robots.txt', 'utf8')
const disallowed = [...robots.matchAll(/^Disallow:\s*(\S+)/gm)].map((m) => m[1]!)

describe('crawler hygiene', () => {
  it('robots.txt disallows every private path prefix', () => {
    for (const prefix of privatePathPrefixes) {
      expect(
        disallowed.some((rule) => prefix.startsWith(rule)),
        prefix,
      ).toBe(true)
    }
  })

  it('treats account, checkout, cart, orders, the API test page and search results as private', () => {
    for (const path of [
      hrefs.account(),
      hrefs.accountOrders(),
      hrefs.wishList(),
      hrefs.login(),
      hrefs.checkout(),
      hrefs.cart(),
      hrefs.order(12),
      hrefs.orderComplete(),
      hrefs.register(),
      '/api-test',
      hrefs.search('hondenvoer'),
    ]) {
      expect(isPrivatePath(path.split('?')[0]!), path).toBe(true)
    }
  })

  it('leaves the catalogue and content pages indexable', () => {
    for (const path of [
      '/',
      hrefs.category(12),
      hrefs.product('kattenvoer'),
      hrefs.store('x'),
      hrefs.faq(),
      hrefs.blog(),
      '/zoekenenvinden',
    ]) {
      expect(isPrivatePath(path), path).toBe(false)
    }
  })
})
