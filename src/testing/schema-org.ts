// Small zod schemas of the schema.org types the shop publishes as JSON-LD, with the properties
// Google's rich results ask for as required. Tests validate every built node against them.
import * as z from 'zod'

const url = z.url({ protocol: /^https?$/ })
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}/)
const money = z.string().regex(/^\d+\.\d{2}$/)
const time = z.string().regex(/^\d{2}:\d{2}$/)
const organizationRef = z.looseObject({
  '@type': z.literal('Organization'),
  name: z.string().min(1),
})

const postalAddressSchema = z.looseObject({
  '@type': z.literal('PostalAddress'),
  addressLocality: z.string().min(1),
  addressCountry: z.literal('NL'),
  streetAddress: z.string().min(1).optional(),
  postalCode: z
    .string()
    .regex(/^\d{4} ?[A-Z]{2}$/)
    .optional(),
})

const unitPriceSpecificationSchema = z.looseObject({
  '@type': z.literal('UnitPriceSpecification'),
  price: money,
  priceCurrency: z.literal('EUR'),
  referenceQuantity: z.looseObject({
    '@type': z.literal('QuantitativeValue'),
    value: z.number().positive(),
    unitCode: z.string().length(3),
  }),
})

const offerSchema = z.looseObject({
  '@type': z.literal('Offer'),
  url,
  price: money,
  priceCurrency: z.literal('EUR'),
  priceValidUntil: isoDate.optional(),
  availability: z.enum(['https://schema.org/InStock', 'https://schema.org/OutOfStock']),
  itemCondition: z.literal('https://schema.org/NewCondition').optional(),
  priceSpecification: unitPriceSpecificationSchema.optional(),
})

export const productSchema = z.looseObject({
  '@type': z.literal('Product'),
  name: z.string().min(1),
  sku: z.string().min(1),
  description: z.string().min(1).optional(),
  gtin13: z
    .string()
    .regex(/^\d{13}$/)
    .optional(),
  brand: z.looseObject({ '@type': z.literal('Brand'), name: z.string().min(1) }).optional(),
  image: z.array(url).min(1).optional(),
  offers: offerSchema,
})

export const breadcrumbListSchema = z.looseObject({
  '@type': z.literal('BreadcrumbList'),
  itemListElement: z
    .array(
      z.looseObject({
        '@type': z.literal('ListItem'),
        position: z.number().int().positive(),
        name: z.string().min(1),
        item: url.optional(),
      }),
    )
    .min(2)
    .refine((items) => items.every((item, index) => item.position === index + 1), 'positions 1..n'),
})

export const organizationSchema = z.looseObject({
  '@type': z.literal('Organization'),
  name: z.string().min(1),
  url,
  logo: url,
})

export const webSiteSchema = z.looseObject({
  '@type': z.literal('WebSite'),
  name: z.string().min(1),
  url,
  potentialAction: z.looseObject({
    '@type': z.literal('SearchAction'),
    target: z.looseObject({
      '@type': z.literal('EntryPoint'),
      urlTemplate: z.string().includes('{search_term_string}'),
    }),
    'query-input': z.literal('required name=search_term_string'),
  }),
})

export const storeSchema = z.looseObject({
  '@type': z.literal('Store'),
  name: z.string().min(1),
  url,
  telephone: z.string().min(1).optional(),
  address: postalAddressSchema.required({ streetAddress: true, postalCode: true }),
  geo: z.looseObject({
    '@type': z.literal('GeoCoordinates'),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
  openingHoursSpecification: z
    .array(
      z.looseObject({
        '@type': z.literal('OpeningHoursSpecification'),
        dayOfWeek: z.enum(
          ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(
            (day) => `https://schema.org/${day}`,
          ) as [string, ...string[]],
        ),
        opens: time,
        closes: time,
      }),
    )
    .min(1),
})

export const faqPageSchema = z.looseObject({
  '@type': z.literal('FAQPage'),
  mainEntity: z
    .array(
      z.looseObject({
        '@type': z.literal('Question'),
        name: z.string().min(1),
        acceptedAnswer: z.looseObject({ '@type': z.literal('Answer'), text: z.string().min(1) }),
      }),
    )
    .min(1),
})

export const jobPostingSchema = z.looseObject({
  '@type': z.literal('JobPosting'),
  title: z.string().min(1),
  description: z.string().min(1),
  datePosted: isoDate,
  employmentType: z
    .enum([
      'FULL_TIME',
      'PART_TIME',
      'CONTRACTOR',
      'TEMPORARY',
      'INTERN',
      'VOLUNTEER',
      'PER_DIEM',
      'OTHER',
    ])
    .optional(),
  hiringOrganization: organizationRef,
  jobLocation: z.looseObject({ '@type': z.literal('Place'), address: postalAddressSchema }),
})

export const blogPostingSchema = z.looseObject({
  '@type': z.literal('BlogPosting'),
  headline: z.string().min(1).max(110),
  datePublished: isoDate,
  author: z.looseObject({ '@type': z.literal('Person'), name: z.string().min(1) }),
  image: url.optional(),
  publisher: organizationRef,
  mainEntityOfPage: url,
})

export const recipeSchema = z.looseObject({
  '@type': z.literal('Recipe'),
  name: z.string().min(1),
  image: url.optional(),
  description: z.string().min(1).optional(),
  prepTime: z
    .string()
    .regex(/^PT\d+M$/)
    .optional(),
  recipeYield: z.string().min(1).optional(),
  recipeIngredient: z.array(z.string().min(1)).min(1),
  recipeInstructions: z
    .array(z.looseObject({ '@type': z.literal('HowToStep'), text: z.string().min(1) }))
    .min(1),
})
