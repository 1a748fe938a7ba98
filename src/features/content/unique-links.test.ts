import { describe, expect, it } from 'vitest'
import { uniqueLinks } from './unique-links'

const link = (label: string, href: string) => ({ label, href })

describe('uniqueLinks', () => {
  it('keeps the first link to a page and leaves out later ones, across groups', () => {
    const shop = [link('Contact', '/contact'), link('Winkels', '/winkels')]
    const pages = [
      link('Contact', '/Contact/'),
      link('Over ons', '/over-ons'),
      link('W', '/winkels'),
    ]
    const blog = [link('Tips', '/blog-post/tips'), link('Tips', '/blog-post/tips?ref=1')]
    expect(uniqueLinks([shop, pages, blog])).toEqual([
      shop,
      [link('Over ons', '/over-ons')],
      [link('Tips', '/blog-post/tips')],
    ])
  })

  it('leaves distinct pages alone', () => {
    const groups = [[link('A', '/a')], [link('B', '/b')], []]
    expect(uniqueLinks(groups)).toEqual(groups)
  })
})
