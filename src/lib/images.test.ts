// Image URLs: the name is encoded and only allow-listed raster extensions are appended.
import { describe, expect, it } from 'vitest'
import { imageUrl } from './images'

describe('imageUrl', () => {
  it('builds the image service URL with an allowed extension', () => {
    expect(imageUrl('hond voer', '.jpg', 184, 134)).toBe('/api/images/hond%20voer.jpg?w=184&h=134')
    expect(imageUrl('kat', 'PNG', 44, 48)).toBe('/api/images/kat.png?w=44&h=48')
  })

  it.each(['.svg', '.html', '.jpg/../../api/aspos/customer', '.js', '.jpg?x=1', 'svg+xml'])(
    'leaves the extension %j off',
    (extension) => expect(imageUrl('kat', extension, 44, 48)).toBe('/api/images/kat?w=44&h=48'),
  )
})
