// The URLs content pages link to, handed in once by the route modules (`hrefs` from lib/paths),
// so screen tests can hand in their own.
import { createContext, useContext, type ReactNode } from 'react'

export interface ContentLinks {
  home: () => string
  product: (productUrl: string) => string
  category: (id: number | string) => string
  blog: (page?: number) => string
  blogPost: (slug: string) => string
  jobs: () => string
  job: (slug: string) => string
  stores: () => string
  store: (slug: string) => string
  recipe: (slug: string) => string
  contentPage: (slug: string) => string
  contact: () => string
  faq: () => string
}

const ContentLinksContext = createContext<ContentLinks | null>(null)

export function ContentLinksProvider({
  links,
  children,
}: {
  links: ContentLinks
  children: ReactNode
}) {
  return <ContentLinksContext.Provider value={links}>{children}</ContentLinksContext.Provider>
}

export function useContentLinks(): ContentLinks {
  const links = useContext(ContentLinksContext)
  if (!links)
    throw new Error(
      'useContentLinks needs a ContentLinksProvider (the route module provides hrefs).',
    )
  return links
}
