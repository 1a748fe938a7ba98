// The home article's request, on its own so the entry can start it without the home page's code.
import type { ArticleParams } from '@/api/vm/content'

export const homeParams: ArticleParams = { url: 'home', bannerCategories: ['home-extra'] }
