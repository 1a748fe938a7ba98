// The results page's term as the header's search box shows it.
import { describe, expect, it } from 'vitest'
import { hrefs, searchTermOf } from './paths'

describe('searchTermOf', () => {
  it.each([
    [hrefs.search('royal canin'), 'royal canin'],
    [hrefs.search('kat & hond/vis'), 'kat & hond/vis'],
    ['/zoeken/%20hond%20/', 'hond'],
    ['/zoeken/100%', '100%'],
  ])('reads %s as %j', (pathname, term) => {
    expect(searchTermOf(pathname)).toBe(term)
  })

  it.each(['/', '/zoeken', '/zoeken/', '/producten/100', '/zoeken/hond/extra'])(
    'has no term on %s',
    (pathname) => {
      expect(searchTermOf(pathname)).toBeUndefined()
    },
  )
})
