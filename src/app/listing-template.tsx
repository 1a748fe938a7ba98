// A listing's first screen as a template (decision 012, issue 50), rendered at build time from the
// app's own components (the trail, ListingHeader, ProductListing and its cards) and filled in by the
// head boot script (src/app/first-screen-listing.ts) from the raw answers of a listing's or search
// results' first calls, so no markup is written twice. Three cards stand for the three ways a card
// shows its price (Price alone, Price with its struck original, a family's 'vanaf'); each has every
// optional part (brand, badges, per kg) for the boot script to keep or take out, and the family's
// card the price per kg of its contents, which the boot script lends to a card that has one.
import { QueryClientProvider } from '@tanstack/react-query'
import { renderToStaticMarkup } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { ListingHeader } from '@/features/catalogue/components/listing-header'
import { ProductListing } from '@/features/catalogue/components/product-listing'
import type { CategoryNode } from '@/features/catalogue/tree'
import { useBreadcrumbStore } from '@/stores/breadcrumb-store'
import { Breadcrumb } from './layouts/breadcrumb'
import { LISTING_TEMPLATE_VALUES } from './first-screen-listing'
import { listingTemplateClient, templateSearch } from './listing-template-data'

const v = LISTING_TEMPLATE_VALUES

const subcategory: CategoryNode = {
  id: v.subcategory.id,
  description: v.subcategory.description,
  nodeUrl: 'subcategory',
  url: 'subcategory',
  level: 1,
  ancestors: [],
  children: [],
}

function ListingTemplate() {
  return (
    <>
      <Breadcrumb />
      <ListingHeader title={v.title} intro={v.intro} subcategories={[subcategory]} />
      <ProductListing base={{ search: templateSearch }} emptyMessage="" />
    </>
  )
}

export function renderListingTemplate(): string {
  const queryClient = listingTemplateClient(templateSearch)
  // The trail as a page declares it (useBreadcrumb): an ancestor, then the page.
  useBreadcrumbStore.setState({ crumbs: [v.crumb, { label: v.current }] })
  const router = createMemoryRouter([{ path: '*', element: <ListingTemplate /> }])
  // React hoists a preload for the first card's image: the page asks for the cards' images itself.
  const html = renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  router.dispose()
  queryClient.clear()
  useBreadcrumbStore.setState({ crumbs: [] })
  return html.replace(/<link [^>]*>/g, '')
}
