// Route module of /recepten/:urlSlug: a recipe with ingredients, steps, its source mark (msc-lister,
// demeter) and the products that go with it. An unknown slug is a 404.
import '@/styles/features/catalogue.scss'
import '@/styles/features/content.scss'
import type { QueryClient } from '@tanstack/react-query'
import { useQuery } from '@tanstack/react-query'
import { Link, useParams, type LoaderFunctionArgs } from 'react-router-dom'
import { recipeQueries } from '@/api/aspos/recipes'
import { jsonLdUrls, usePageMeta } from '@/components/page-meta'
import { ErrorAlert, Spinner } from '@/components/query-state'
import { content as messages } from '@/messages/nl/content'
import { useBreadcrumb } from '@/stores/breadcrumb-store'
import { RecipeView } from '@/features/content/components/recipe-view'
import { recipeJsonLd } from '@/features/content/structured-data'
import { throwIfNotFound } from '@/features/content/use-page-content'
import { hrefs } from '@/lib/paths'
import { imageUrl } from '@/lib/images'
import { ContentProducts } from '@/app/compose/content-products'

const RECIPES_SLUG = 'recepten'

export function makeLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) => {
    if (params.urlSlug) void queryClient.prefetchQuery(recipeQueries.detail(params.urlSlug))
    return null
  }
}

function RecipePage({ slug }: { slug: string }) {
  const query = useQuery(recipeQueries.detail(slug))
  throwIfNotFound(query.error)
  const recipe = query.data
  usePageMeta({
    title: recipe?.title,
    description: recipe?.intro,
    image: recipe?.image ? imageUrl(recipe.image.name, recipe.image.extension, 1200, 630) : null,
    structuredData: recipe ? recipeJsonLd(recipe, jsonLdUrls(hrefs.recipe(recipe.slug))) : null,
  })
  useBreadcrumb([
    { label: messages.sitemap.recipes, href: hrefs.contentPage(RECIPES_SLUG) },
    { label: recipe?.title ?? '' },
  ])
  if (query.isPending) return <Spinner label={messages.loading} />
  if (query.isError) return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />
  return (
    <>
      <RecipeView recipe={query.data} />
      <ContentProducts
        productIds={query.data.relatedProductIds}
        title={messages.recipes.relatedProducts}
      />
      <p className="mt-4">
        <Link to={hrefs.contentPage(RECIPES_SLUG)}>{messages.recipes.backToList}</Link>
      </p>
    </>
  )
}

export function Component() {
  const { urlSlug = '' } = useParams()
  return <RecipePage key={urlSlug} slug={urlSlug} />
}
