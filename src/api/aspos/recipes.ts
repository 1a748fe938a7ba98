// Recipes of the commerce service (a resource the spec leaves open; designed in docs/api.md): the
// wire contract (zod/mini) with the spec's source types, the mapper to our own Recipe, the
// fetchers and the query factory.
import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { request } from '../http'
import { ensureSuccess, envelopeSchema } from '../envelope'
import { imageOf, imageRefDtoSchema, type ImageRef } from '../image-ref'

// ---------------------------------------------------------------------------------------------
// Wire contract
// ---------------------------------------------------------------------------------------------

const recipeSourceTypes = ['msc-lister', 'demeter'] as const
export type RecipeSourceType = (typeof recipeSourceTypes)[number]

export const recipeDtoSchema = z.object({
  Id: z.number(),
  UrlSlug: z.string(),
  Title: z.string(),
  Intro: z.string(),
  Image: z.nullish(imageRefDtoSchema()),
  PrepTimeMinutes: z.number(),
  Servings: z.string(),
  Ingredients: z.array(z.object({ Name: z.string(), Amount: z.string() })),
  Steps: z.array(z.string()),
  // An unknown source type from the service is shown as none rather than failing the page.
  SourceType: z.catch(z.nullable(z.enum(recipeSourceTypes)), null),
  RelatedProductIds: z.array(z.number()),
})
export type RecipeDto = z.infer<typeof recipeDtoSchema>

const recipeListResponseSchema = z.extend(envelopeSchema(), {
  Recipes: z.array(recipeDtoSchema),
})
const recipeResponseSchema = z.extend(envelopeSchema(), { Recipe: recipeDtoSchema })

// ---------------------------------------------------------------------------------------------
// Domain
// ---------------------------------------------------------------------------------------------

export interface Recipe {
  id: number
  slug: string
  title: string
  intro: string
  image: ImageRef | null
  prepTimeMinutes: number
  servings: string
  ingredients: { name: string; amount: string }[]
  steps: string[]
  sourceType: RecipeSourceType | null
  relatedProductIds: number[]
}

export function mapRecipe(dto: RecipeDto): Recipe {
  return {
    id: dto.Id,
    slug: dto.UrlSlug,
    title: dto.Title,
    intro: dto.Intro,
    image: imageOf(dto.Image),
    prepTimeMinutes: dto.PrepTimeMinutes,
    servings: dto.Servings,
    ingredients: dto.Ingredients.map((i) => ({ name: i.Name, amount: i.Amount })),
    steps: dto.Steps,
    sourceType: dto.SourceType,
    relatedProductIds: dto.RelatedProductIds,
  }
}

// ---------------------------------------------------------------------------------------------
// Fetchers and queries
// ---------------------------------------------------------------------------------------------

export async function fetchRecipes(signal?: AbortSignal): Promise<Recipe[]> {
  const answer = ensureSuccess(
    await request('/api/aspos/recipes', { schema: recipeListResponseSchema, signal }),
  )
  return answer.Recipes.map(mapRecipe)
}

export async function fetchRecipe(slug: string, signal?: AbortSignal): Promise<Recipe> {
  const answer = ensureSuccess(
    await request(`/api/aspos/recipes/${encodeURIComponent(slug)}`, {
      schema: recipeResponseSchema,
      signal,
    }),
  )
  return mapRecipe(answer.Recipe)
}

const TEN_MINUTES = 10 * 60_000

export const recipeQueries = {
  all: () => ['recipes'] as const,
  list: () =>
    queryOptions({
      queryKey: [...recipeQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => fetchRecipes(signal),
      staleTime: TEN_MINUTES,
    }),
  detail: (slug: string) =>
    queryOptions({
      queryKey: [...recipeQueries.all(), 'detail', slug.toLowerCase()] as const,
      queryFn: ({ signal }) => fetchRecipe(slug, signal),
      staleTime: TEN_MINUTES,
    }),
}
