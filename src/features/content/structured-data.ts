// schema.org JSON-LD for the content pages, built from the data each page already shows: a store
// (Store with address, geo and opening hours), the FAQ (FAQPage), a job opening (JobPosting), a blog
// post (BlogPosting) and a recipe (Recipe). page-meta.tsx puts the nodes in the page's one script.
import type { BlogPost } from '@/api/aspos/blog'
import type { ImageRef } from '@/api/image-ref'
import type { Job } from '@/api/aspos/jobs'
import type { Recipe } from '@/api/aspos/recipes'
import type { Store } from '@/api/aspos/stores'
import { siteDefaults } from '@/lib/env'
import { formatTime } from '@/lib/format'
import { imageUrl } from '@/lib/images'
import { organizationId, type JsonLdNode } from '@/lib/structured-data'
import type { FaqGroupData } from './block-schemas'
import { streetLine } from '@/api/aspos/addresses'

/** Where the page lives and where its images are served from (absolute URLs). */
export interface JsonLdContext {
  /** The site's canonical origin, e.g. https://www.dierenruiter.nl */
  origin: string
  /** The absolute URL of this page. */
  pageUrl: string
  /** The origin the image service answers on (usually the page's own). */
  assetOrigin: string
}

const SCHEMA_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

function image(ref: ImageRef | null, ctx: JsonLdContext, width: number, height: number) {
  return ref ? `${ctx.assetOrigin}${imageUrl(ref.name, ref.extension, width, height)}` : undefined
}

const shop = (ctx: JsonLdContext) => ({
  '@type': 'Organization',
  '@id': organizationId(ctx.origin),
  name: siteDefaults.name,
  url: `${ctx.origin}/`,
})

/** Drops undefined and empty-string fields, so the JSON has no empty properties. */
function compact<T extends Record<string, unknown>>(node: T): T {
  return Object.fromEntries(
    Object.entries(node).filter(([, value]) => value !== undefined && value !== ''),
  ) as T
}

export function storeJsonLd(store: Store, ctx: JsonLdContext): JsonLdNode {
  return compact({
    '@type': 'Store',
    '@id': `${ctx.pageUrl}#store`,
    name: store.name,
    url: ctx.pageUrl,
    image: image(store.image, ctx, 640, 360),
    telephone: store.phone,
    email: store.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: streetLine(store),
      postalCode: store.postalCode,
      addressLocality: store.city,
      addressCountry: 'NL',
    },
    geo: { '@type': 'GeoCoordinates', latitude: store.latitude, longitude: store.longitude },
    // Days without both times are closed: schema.org lists only the open ones.
    openingHoursSpecification: store.openingHours
      .filter((h) => h.open && h.close && SCHEMA_DAYS[h.dayOfWeek])
      .map((h) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: `https://schema.org/${SCHEMA_DAYS[h.dayOfWeek]}`,
        opens: formatTime(h.open),
        closes: formatTime(h.close),
      })),
    parentOrganization: shop(ctx),
  })
}

export function faqPageJsonLd(groups: readonly FaqGroupData[], ctx: JsonLdContext): JsonLdNode {
  return {
    '@type': 'FAQPage',
    url: ctx.pageUrl,
    mainEntity: groups.flatMap((group) =>
      group.items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    ),
  }
}

/** The shop's employment types in Google's JobPosting vocabulary; unknown ones are left out. */
const EMPLOYMENT_TYPES: Record<string, string> = {
  fulltime: 'FULL_TIME',
  parttime: 'PART_TIME',
  bijbaan: 'PART_TIME',
  stage: 'INTERN',
  tijdelijk: 'TEMPORARY',
}

export function jobPostingJsonLd(job: Job, ctx: JsonLdContext): JsonLdNode {
  return compact({
    '@type': 'JobPosting',
    title: job.title,
    description: job.bodyHtml || job.summary,
    datePosted: job.publishedDate.slice(0, 10),
    employmentType: EMPLOYMENT_TYPES[job.employmentType.trim().toLowerCase()],
    workHours: job.hours,
    url: ctx.pageUrl,
    hiringOrganization: shop(ctx),
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: job.city, addressCountry: 'NL' },
    },
  })
}

export function blogPostingJsonLd(post: BlogPost, ctx: JsonLdContext): JsonLdNode {
  return compact({
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.summary,
    datePublished: post.publishDate,
    author: { '@type': 'Person', name: post.author },
    image: image(post.image, ctx, 856, 428),
    keywords: post.tags.length ? post.tags.join(', ') : undefined,
    url: ctx.pageUrl,
    mainEntityOfPage: ctx.pageUrl,
    publisher: shop(ctx),
    inLanguage: 'nl-NL',
  })
}

export function recipeJsonLd(recipe: Recipe, ctx: JsonLdContext): JsonLdNode {
  return compact({
    '@type': 'Recipe',
    name: recipe.title,
    description: recipe.intro,
    image: image(recipe.image, ctx, 856, 428),
    url: ctx.pageUrl,
    author: shop(ctx),
    prepTime: recipe.prepTimeMinutes > 0 ? `PT${recipe.prepTimeMinutes}M` : undefined,
    recipeYield: recipe.servings,
    recipeIngredient: recipe.ingredients.map((i) => `${i.amount} ${i.name}`.trim()),
    recipeInstructions: recipe.steps.map((text, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      text,
    })),
  })
}
