// TEST FIXTURE, never served by `npm run dev`: a content page with a block whose Data is not JSON,
// XSS payloads the client must sanitise (window.__xss must stay undefined) and an unknown block type.
// Screen tests answer it through MSW (server.use); e2e flows through page.route.

export const BROKEN_BLOCKS_SLUG = 'kapotte-blokken'
export const BROKEN_BLOCKS_TITLE = 'Testpagina met kapotte blokken'

const block = (ID: number, Type: string, data: unknown) => ({
  ID,
  Type,
  Data: JSON.stringify(data),
})

/** The article as the content service would send it for Url 'kapotte-blokken'. */
const brokenBlocksArticle = {
  Id: 990001,
  AtomType: 'Content.Article',
  UrlSlug: BROKEN_BLOCKS_SLUG,
  Title: BROKEN_BLOCKS_TITLE,
  Description: 'Testfixture: deze pagina moet renderen ondanks ongeldige en onveilige blokken.',
  Keywords: '',
  Blocks: [
    block(1, 'Text', { Title: 'Geldig blok', Html: '<p>Dit blok is in orde.</p>' }),
    // Invalid JSON in Data: the page must still render.
    { ID: 2, Type: 'Text', Data: '{"Title": "Kapot", "Html": "<p>niet afgesloten' },
    block(3, 'Text', {
      Title: 'Onveilig blok',
      Html: '<p>Onveilige inhoud:</p><img src=x onerror="window.__xss=1"><script>window.__xss=1</script><a href="javascript:window.__xss=1">klik</a>',
    }),
    block(4, 'OnbekendType', { Foo: 'bar' }),
  ],
  BannerCategories: [],
}

/**
 * Turns a real content answer (for another page: menus and shared banners included) into the
 * fixture's answer, keeping the shared parts so the shell renders as usual.
 */
export function withBrokenBlocksArticle(answer: { Article?: Record<string, unknown> | null }) {
  return {
    Success: true,
    ReasonCode: null,
    Message: null,
    Article: {
      ...(answer.Article ?? {}),
      ...brokenBlocksArticle,
      BannerCategories: answer.Article?.BannerCategories ?? [],
    },
  }
}
