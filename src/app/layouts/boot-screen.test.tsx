import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { renderToStaticMarkup } from 'react-dom/server'
import { BootScreen } from './boot-screen'

// index.html carries a static copy of the boot screen so it paints before the app's code runs;
// React then renders BootScreen in its place. The two must stay the same or the first paint jumps.
describe('BootScreen', () => {
  it('matches the static copy in index.html', () => {
    const html = readFileSync('index.html', 'utf8')
    const staticCopy = /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/.exec(html)?.[1]
    const normalise = (markup: string) =>
      markup
        .replace(/\s*\/>/g, '>')
        .replace(/<\/(circle|path|rect)>/g, '')
        .replace(/\s+/g, ' ')
    expect(staticCopy).toBeDefined()
    expect(normalise(staticCopy!)).toBe(normalise(renderToStaticMarkup(<BootScreen />)))
  })
})
