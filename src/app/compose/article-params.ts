// What each content route asks the content service for (spec section 7's per-page extras): one
// home, so the route's loader, its component and the payload test use the same parameters.
import type { ArticleParams } from '@/api/vm/content'
import { hrefs } from '@/lib/paths'

/** The 'merken' article with its main brands banner category, as the spec's call lists it. */
export const brandsParams: ArticleParams = { url: 'merken', brandCategories: 'mainbrands' }

/** A job page's article: the spec's Content.JobOpening atom type. */
export const jobArticleParams = (slug: string): ArticleParams => ({
  atomType: 'Content.JobOpening',
  url: slug.toLowerCase(),
})

/** The 'vacatures' article with its mainjobs banners. */
export const jobsParams: ArticleParams = { url: 'vacatures', jobCategories: 'mainjobs' }

/** The 'winkels' article above the store list. */
export const storesParams: ArticleParams = { url: 'winkels' }

// Content pages show their section (children or siblings) and related documents, so they ask for them.
export const articleParams = (slug: string): ArticleParams => ({
  url: slug.toLowerCase(),
  getChilds: true,
  getSiblings: true,
  getRelatedDocuments: true,
})

/** A blog post's article, known to the content service by its path: its related documents are the
 * post's related posts. */
export const blogPostParams = (slug: string): ArticleParams => ({
  url: slug.toLowerCase(),
  pathUrl: hrefs.blogPost(slug.toLowerCase()),
  getRelatedDocuments: true,
})
