// Route module of /vestigingen/:urlSlug?: one store (open now or closed, its distance once the
// shopper shared a location, address, contact, opening hours as hours and minutes, services,
// description and the map centred on it). Without a slug it shows the store
// list; an unknown slug is a 404.
import '@/styles/features/content.scss'
import { Suspense } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { useQuery } from '@tanstack/react-query'
import { Link, useParams, type LoaderFunctionArgs } from 'react-router-dom'
import { storeQueries } from '@/api/aspos/stores'
import { placeLine, streetLine } from '@/api/aspos/addresses'
import { ApiImage } from '@/components/api-image'
import { PostalAddress } from '@/components/postal-address'
import { jsonLdUrls, usePageMeta } from '@/components/page-meta'
import { ErrorAlert, Spinner } from '@/components/query-state'
import { StoreDistance, StoreOpenState } from '@/components/store-open-state'
import { content as messages } from '@/messages/nl/content'
import { useBreadcrumb } from '@/stores/breadcrumb-store'
import { CmsHtml } from '@/features/content/components/cms-html'
import { OpeningHoursTable } from '@/features/content/components/opening-hours-table'
import { ContentLinksProvider } from '@/features/content/content-links'
import { storeJsonLd } from '@/features/content/structured-data'
import { throwIfNotFound } from '@/features/content/use-page-content'
import { shopWeekday } from '@/lib/clock'
import { distanceKm } from '@/lib/distance'
import { hrefs } from '@/lib/paths'
import { useMinuteClock } from '@/lib/use-minute-clock'
import { useShopperPosition } from '@/stores/location-store'
import { StoreMap } from '@/app/compose/store-map'
import { StoresPage } from '@/app/compose/stores-page'

export function makeLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) => {
    if (params.urlSlug) void queryClient.prefetchQuery(storeQueries.detail(params.urlSlug))
    else void queryClient.prefetchQuery(storeQueries.list())
    return null
  }
}

function StorePage({ slug }: { slug: string }) {
  const m = messages.stores
  const query = useQuery(storeQueries.detail(slug))
  throwIfNotFound(query.error)
  const store = query.data
  const now = useMinuteClock()
  const position = useShopperPosition()
  usePageMeta({
    title: store?.name ?? m.title,
    description: store ? `${store.name}, ${streetLine(store)}, ${placeLine(store)}` : undefined,
    structuredData: store ? storeJsonLd(store, jsonLdUrls(hrefs.store(store.slug))) : null,
  })
  useBreadcrumb([{ label: m.title, href: hrefs.stores() }, { label: store?.name ?? '' }])
  if (query.isPending) return <Spinner label={m.loading} />
  if (query.isError) return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />
  const s = query.data
  const routeUrl = `https://www.openstreetmap.org/directions?to=${s.latitude}%2C${s.longitude}`
  return (
    <article className="store-page">
      <h1>{s.name}</h1>
      <p className="d-flex flex-wrap gap-3 mb-4">
        <StoreOpenState hours={s.openingHours} now={now} />
        {position && <StoreDistance km={distanceKm(position, s)} className="text-body-secondary" />}
      </p>
      <div className="row g-4">
        <div className="col-md-6">
          <section aria-labelledby="store-address" className="mb-4">
            <h2 id="store-address" className="h4">
              {m.address}
            </h2>
            <PostalAddress address={s} className="mb-2" />
            <ul className="list-unstyled mb-2">
              {s.phone && (
                <li>
                  {m.phone}: <a href={hrefs.tel(s.phone)}>{s.phone}</a>
                </li>
              )}
              {s.email && (
                <li>
                  {m.email}: <a href={`mailto:${s.email}`}>{s.email}</a>
                </li>
              )}
            </ul>
            <a href={routeUrl} rel="noopener noreferrer">
              {m.routeLink}
            </a>
          </section>
          <section aria-labelledby="store-hours" className="mb-4">
            <h2 id="store-hours" className="h4">
              {m.openingHours}
            </h2>
            <OpeningHoursTable hours={s.openingHours} today={shopWeekday(now)} />
          </section>
          <section aria-labelledby="store-services" className="mb-4">
            <h2 id="store-services" className="h4">
              {m.services}
            </h2>
            <ul>
              {s.services.map((service) => (
                <li key={service}>{service}</li>
              ))}
              {s.isPickupLocation && !s.services.includes('Click & Collect') && <li>{m.pickup}</li>}
            </ul>
          </section>
        </div>
        <div className="col-md-6">
          <Suspense fallback={<div className="store-map-placeholder" />}>
            <StoreMap stores={[s]} selectedSlug={s.slug} />
          </Suspense>
          {s.image && (
            <ApiImage
              name={s.image.name}
              extension={s.image.extension}
              alt={m.photoAlt(s.name)}
              width={640}
              height={360}
              className="img-fluid rounded mt-4"
            />
          )}
          {s.descriptionHtml && <CmsHtml html={s.descriptionHtml} className="mt-3" />}
        </div>
      </div>
      <p className="mt-4">
        <Link to={hrefs.stores()}>{m.backToList}</Link>
      </p>
    </article>
  )
}

export function Component() {
  const { urlSlug } = useParams()
  return (
    <ContentLinksProvider links={hrefs}>
      {urlSlug ? <StorePage key={urlSlug} slug={urlSlug} /> : <StoresPage />}
    </ContentLinksProvider>
  )
}
