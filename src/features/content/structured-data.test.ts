// The content pages' schema.org nodes (Store, FAQPage, JobPosting, BlogPosting, Recipe), built from
// the mock seed and validated against small zod schemas of each type.
import { describe, expect, it } from 'vitest'
import { mapBlogPost } from '@/api/aspos/blog'
import { mapJob } from '@/api/aspos/jobs'
import { mapRecipe } from '@/api/aspos/recipes'
import { mapStore } from '@/api/aspos/stores'
import { parseBlocks } from '@/api/vm/content-model'
import { createSeed } from '@/mocks/db/seed'
import {
  blogPostingSchema,
  faqPageSchema,
  jobPostingSchema,
  recipeSchema,
  storeSchema,
} from '@/testing/schema-org'
import { blocksOfType } from './block-schemas'
import {
  blogPostingJsonLd,
  faqPageJsonLd,
  jobPostingJsonLd,
  recipeJsonLd,
  storeJsonLd,
} from './structured-data'

const seed = createSeed()
const ctx = {
  origin: 'https://www.dierenruiter.nl',
  pageUrl: 'https://www.dierenruiter.nl/pagina',
  assetOrigin: 'https://shop.example',
}

describe('storeJsonLd', () => {
  it('is a valid Store for every store, with address, geo and only the open days', () => {
    for (const dto of seed.stores) {
      const store = mapStore(dto)
      const node = storeSchema.parse(storeJsonLd(store, ctx))
      expect(node.address).toMatchObject({
        postalCode: store.postalCode,
        addressLocality: store.city,
      })
      expect(node.geo).toMatchObject({ latitude: store.latitude, longitude: store.longitude })
      const open = store.openingHours.filter((h) => h.open && h.close)
      expect(node.openingHoursSpecification).toHaveLength(open.length)
    }
  })

  it('writes the opening hours as hours and minutes per schema.org day', () => {
    const store = mapStore(seed.stores[0]!)
    const monday = store.openingHours.find((h) => h.dayOfWeek === 1)!
    const node = storeSchema.parse(storeJsonLd(store, ctx))
    expect(node.openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Monday',
      opens: monday.open!.slice(0, 5),
      closes: monday.close!.slice(0, 5),
    })
    expect(node.image).toMatch(/^https:\/\/shop\.example\/api\/images\//)
  })
})

describe('faqPageJsonLd', () => {
  it('lists every question of the FAQ article with its answer', () => {
    const article = seed.articles.find((a) => a.UrlSlug === 'faq')!
    const groups = blocksOfType(parseBlocks(article.Blocks), 'FaqGroup').map((b) => b.data)
    const node = faqPageSchema.parse(faqPageJsonLd(groups, ctx))
    expect(node.mainEntity).toHaveLength(seed.faqItems.length)
    const first = seed.faqItems[0]!
    expect(node.mainEntity).toContainEqual({
      '@type': 'Question',
      name: first.Question,
      acceptedAnswer: { '@type': 'Answer', text: first.Answer },
    })
  })
})

describe('jobPostingJsonLd', () => {
  it('is a valid JobPosting for every opening, hired by the shop in the opening’s city', () => {
    for (const dto of seed.jobs) {
      const job = mapJob(dto)
      const node = jobPostingSchema.parse(jobPostingJsonLd(job, ctx))
      expect(node.jobLocation.address.addressLocality).toBe(job.city)
      expect(node.hiringOrganization.name).toBe('Dier & Ruiter')
    }
  })

  it('maps the shop’s employment types to the JobPosting vocabulary', () => {
    const byType = (type: string) => mapJob(seed.jobs.find((j) => j.EmploymentType === type)!)
    expect(jobPostingJsonLd(byType('Fulltime'), ctx).employmentType).toBe('FULL_TIME')
    expect(jobPostingJsonLd(byType('Parttime'), ctx).employmentType).toBe('PART_TIME')
    expect(jobPostingJsonLd(byType('Bijbaan'), ctx).employmentType).toBe('PART_TIME')
  })
})

describe('blogPostingJsonLd', () => {
  it('is a valid BlogPosting for every post, with author, date and image', () => {
    for (const dto of seed.blogPosts) {
      const post = mapBlogPost(dto)
      const node = blogPostingSchema.parse(blogPostingJsonLd(post, ctx))
      expect(node).toMatchObject({ headline: post.title, author: { name: post.author } })
      expect(node.datePublished).toBe(post.publishDate)
    }
  })
})

describe('recipeJsonLd', () => {
  it('is a valid Recipe for every recipe, ingredients with amounts and steps in order', () => {
    for (const dto of seed.recipes) {
      const recipe = mapRecipe(dto)
      const node = recipeSchema.parse(recipeJsonLd(recipe, ctx))
      expect(node.recipeIngredient).toHaveLength(recipe.ingredients.length)
      expect(node.recipeInstructions.map((s) => s.text)).toEqual(recipe.steps)
      expect(node.prepTime).toBe(`PT${recipe.prepTimeMinutes}M`)
    }
  })
})
