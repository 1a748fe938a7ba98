// The built page hands the boot script what it starts: the entry, its preloads and the library
// chunks it evaluates one task at a time before the entry (decision 012).
import { describe, expect, it } from 'vitest'
import { placeFirstScreen } from './first-screen'

const html = `<!doctype html><html><head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-r1.js">
    <link rel="modulepreload" crossorigin href="/assets/router-r2.js">
    <link rel="icon" href="/favicon.svg">
  </head><body><div id="root"><!--first-screen--></div><!--first-screen-templates--></body></html>`

const parts = {
  shell: '<header>shell</header>',
  heroTemplate: '<div class="home-page"></div>',
  cookiePrompt: '<section class="cookie-consent"></section>',
  bootFile: 'assets/boot-x.js',
}

function bootTag(page: string): HTMLScriptElement {
  const doc = new DOMParser().parseFromString(page, 'text/html')
  return doc.querySelector<HTMLScriptElement>('script[src="/assets/boot-x.js"]')!
}

describe('placeFirstScreen', () => {
  it('takes the entry and its preloads out of the page and hands them to the boot script', () => {
    const page = placeFirstScreen(html, parts)
    expect(page).not.toContain('type="module"')
    expect(page).not.toContain('modulepreload')
    const boot = bootTag(page)
    expect(boot.dataset.entry).toBe('/assets/index-abc.js')
    expect(boot.dataset.preload).toBe('/assets/react-r1.js /assets/router-r2.js')
    expect(boot.dataset.stages).toBe('')
  })

  it('lists the library chunks in the order given, for the boot script to evaluate first', () => {
    const page = placeFirstScreen(html, {
      ...parts,
      stages: ['assets/router-r2.js', 'assets/react-r1.js'],
    })
    expect(bootTag(page).dataset.stages).toBe('/assets/router-r2.js /assets/react-r1.js')
  })

  it('refuses a library chunk the entry does not import', () => {
    expect(() => placeFirstScreen(html, { ...parts, stages: ['assets/zod-z.js'] })).toThrow(
      /zod-z\.js is not one of the entry's/,
    )
  })
})
