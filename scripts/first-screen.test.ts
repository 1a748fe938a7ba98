// The built page hands the boot script what it starts: the entry, its preloads and the library
// chunks it evaluates one task at a time before the entry (decision 012).
import { describe, expect, it } from 'vitest'
import { addCompileHints, COMPILE_HINT, landingRouteChunks, placeFirstScreen } from './first-screen'

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

describe("the landing routes' chunks", () => {
  const chunk = (
    fileName: string,
    moduleIds: string[],
    imports: string[] = [],
    isEntry = false,
  ) => ({
    type: 'chunk' as const,
    fileName,
    moduleIds: moduleIds.map((id) => `/repo/src/${id}`),
    imports,
    isEntry,
  })
  const bundle = Object.fromEntries(
    [
      chunk(
        'assets/index-e.js',
        ['main.tsx', 'app/routes/home.data.ts'],
        ['assets/react-r.js'],
        true,
      ),
      chunk('assets/react-r.js', []),
      chunk(
        'assets/home-h.js',
        ['app/routes/home.tsx'],
        ['assets/cards-c.js', 'assets/react-r.js'],
      ),
      chunk('assets/cards-c.js', ['features/cards.tsx'], ['assets/index-e.js']),
      chunk('assets/category-k.js', ['app/routes/category.tsx'], ['assets/cards-c.js']),
      chunk('assets/category.data-d.js', ['app/routes/category.data.ts']),
      chunk('assets/product-p.js', ['app/routes/product.tsx', 'app/routes/product.data.ts']),
      chunk('assets/contact-x.js', ['app/routes/contact.tsx']),
      chunk('assets/search-s.js', ['app/routes/search.tsx'], ['assets/category-k.js']),
      chunk('assets/pages-f.js', ['app/routes/faq.tsx', 'app/routes/stores.tsx']),
      chunk('assets/cart-w.js', ['app/routes/cart.tsx']),
      chunk('assets/cart-layout-l.js', ['app/layouts/cart-layout.tsx']),
    ].map((item) => [item.fileName, item]),
  ) as unknown as Parameters<typeof landingRouteChunks>[0]

  it("lists each route's chunks and their imports, without what the entry loads itself", () => {
    expect(landingRouteChunks(bundle)).toEqual({
      home: ['assets/home-h.js', 'assets/cards-c.js'],
      category: ['assets/category-k.js', 'assets/cards-c.js', 'assets/category.data-d.js'],
      product: ['assets/product-p.js'],
      search: ['assets/search-s.js', 'assets/category-k.js', 'assets/cards-c.js'],
      faq: ['assets/pages-f.js'],
      stores: ['assets/pages-f.js'],
      // The cart page's own layout, named from src/app.
      cart: ['assets/cart-w.js', 'assets/cart-layout-l.js'],
    })
  })

  it('hands them to the boot script, per route', () => {
    const page = placeFirstScreen(html, {
      ...parts,
      routeChunks: {
        home: ['assets/home-h.js', 'assets/cards-c.js'],
        product: ['assets/product-p.js'],
      },
    })
    expect(bootTag(page).dataset.routes).toBe(
      'home:/assets/home-h.js /assets/cards-c.js;product:/assets/product-p.js',
    )
  })

  it("stops the build when a landing route's module is in no chunk", () => {
    const { ['assets/product-p.js']: _product, ...withoutProduct } = bundle
    expect(() => landingRouteChunks(withoutProduct)).toThrow(
      /no chunk holds src\/app\/routes\/product\.tsx/,
    )
  })
})

describe('the compile hint', () => {
  it('opens the entry and the chunks named, once, and no other chunk', () => {
    const chunk = (name: string, isEntry = false) => ({
      type: 'chunk' as const,
      name,
      fileName: `assets/${name}-h.js`,
      isEntry,
      code: `const __vite__mapDeps=0;export{}`,
    })
    const bundle = {
      index: chunk('index', true),
      react: chunk('react'),
      zod: chunk('zod'),
      home: chunk('home'),
      contact: chunk('contact'),
    }
    const built = bundle as unknown as Parameters<typeof addCompileHints>[0]
    addCompileHints(built, ['react', 'assets/home-h.js'])
    addCompileHints(built, ['react'])
    expect(bundle.index.code).toBe(`${COMPILE_HINT}const __vite__mapDeps=0;export{}`)
    expect(bundle.react.code.startsWith(COMPILE_HINT)).toBe(true)
    expect(bundle.react.code.indexOf(COMPILE_HINT, 1)).toBe(-1)
    expect(bundle.zod.code).not.toContain(COMPILE_HINT)
    expect(bundle.contact.code).not.toContain(COMPILE_HINT)
    expect(bundle.home.code.startsWith(COMPILE_HINT)).toBe(true)
  })
})
