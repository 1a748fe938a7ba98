// The shop's one brand: its name and domain, from VITE_SHOP_NAME and VITE_SHOP_DOMAIN with the
// defaults below. Every title, message, mock text and e-mail address takes them from here (through
// `site` in ./env); vite.config.ts uses the same defaults for index.html. Plain TypeScript without
// import.meta, so the build config can import it too.

export const SHOP_DEFAULTS = { name: 'Dier & Ruiter', domain: 'dierenruiter.nl' } as const

export interface SiteConfig {
  /** The shop name shown to shoppers: 'Dier & Ruiter'. */
  name: string
  /** The registered domain, without www: 'dierenruiter.nl'. */
  domain: string
  /** The shop's public address, used for canonical links: 'https://www.dierenruiter.nl'. */
  url: string
  /** The company behind the shop, for invoices and terms: 'Dier & Ruiter B.V.'. */
  legalName: string
  /** An e-mail address of the shop's domain: email('klantenservice') → 'klantenservice@dierenruiter.nl'. */
  email: (localPart: string) => string
}

type EnvLike = Partial<
  Record<'VITE_SHOP_NAME' | 'VITE_SHOP_DOMAIN' | 'VITE_SITE_URL', string | undefined>
>

export function siteConfigFrom(env: EnvLike): SiteConfig {
  const name = env.VITE_SHOP_NAME?.trim() || SHOP_DEFAULTS.name
  const domain = (env.VITE_SHOP_DOMAIN?.trim() || SHOP_DEFAULTS.domain).replace(/^www\./, '')
  const url = env.VITE_SITE_URL?.trim() || `https://www.${domain}`
  return {
    name,
    domain,
    url,
    legalName: `${name} B.V.`,
    email: (localPart) => `${localPart}@${domain}`,
  }
}

const viteEnv = (import.meta as { env?: EnvLike }).env ?? {}

/** The shop's name, domain, address and e-mail domain (VITE_SHOP_NAME, VITE_SHOP_DOMAIN, VITE_SITE_URL). */
export const site: SiteConfig = siteConfigFrom(viteEnv)
