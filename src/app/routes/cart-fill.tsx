// Route module of /winkelmandje/vullen?p=…: a cart-fill link (the "Bijna op?" reminder's way back).
// The link is checked first (domain/cart-fill-link.ts, then whether the service knows each product);
// a link with any problem adds nothing and names every problem. A good one shows the products with
// today's price and adds them only when the shopper confirms: the cart's bulk add, ONE batch.
import '@/styles/features/running-out.scss'
import { useMemo } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { useQuery } from '@tanstack/react-query'
import { type Product } from '@/api/aspos/products'
import { productQueries } from '@/api/aspos/product-queries'
import { deriveProduct } from '@/domain/pricing/flags'
import { lineCharge } from '@/domain/pricing/line-charge'
import { usePageMeta } from '@/components/page-meta'
import { Price } from '@/components/price'
import { ErrorAlert, Spinner } from '@/components/query-state'
import {
  CART_FILL_PARAM,
  MAX_CART_FILL_LINES,
  parseCartFillParam,
  type CartFillLine,
  type CartFillProblem,
} from '@/domain/cart-fill-link'
import { MAX_LINE_QUANTITY } from '@/domain/cart-limits'
import { hrefs } from '@/lib/paths'
import { cart } from '@/messages/nl/cart'
import { runningOut } from '@/messages/nl/running-out'
import { useBreadcrumb } from '@/stores/breadcrumb-store'
import { BulkAddButton } from '@/features/cart/components/bulk-add-button'
import { useOpenedAt } from '@/lib/use-opened-at'
import { RowImage } from '@/features/running-out/components/due-row'
import { useLoyaltyCustomer } from '@/app/compose/loyalty-customer'

const t = runningOut.fill

/** Every problem in words, products named by today's title where the service still knows them. */
function problemText(problem: CartFillProblem, byId: ReadonlyMap<number, Product>): string {
  const name = (id: number) => byId.get(id)?.title ?? t.problems.productId(id)
  switch (problem.kind) {
    case 'empty':
      return t.problems.empty
    case 'tooMany':
      return t.problems.tooMany(problem.count, MAX_CART_FILL_LINES)
    case 'malformed':
      return t.problems.malformed(problem.part)
    case 'quantity':
      return t.problems.quantity(name(problem.productId), problem.quantity, MAX_LINE_QUANTITY)
    case 'duplicate':
      return t.problems.duplicate(name(problem.productId))
  }
}

function Refused({ problems }: { problems: string[] }) {
  return (
    <div className="alert alert-danger" role="alert">
      <h2 className="h5">{t.refusedHeading}</h2>
      <ul className="mb-2">
        {problems.map((problem, index) => (
          <li key={index}>{problem}</li>
        ))}
      </ul>
      <p className="mb-0">{t.nothingAdded}</p>
    </div>
  )
}

function FillLine({
  line,
  product,
  now,
  loyaltyCustomer,
}: {
  line: CartFillLine
  product: Product
  now: Date
  loyaltyCustomer: boolean
}) {
  const view = deriveProduct(product, now)
  // What the cart will charge for the line: the one line rule (staffel, loyalty, colour, deposit).
  const charge = lineCharge(view, line.quantity, { loyaltyCustomer })
  const image = view.images[0]
  const colour = line.color ? view.colors.find((c) => c.code === line.color) : undefined
  return (
    <li className="running-out-row">
      <span className="running-out-row-media" aria-hidden="true">
        <RowImage image={image} />
      </span>
      <div className="running-out-row-body">
        <h2 className="h6 mb-1 running-out-row-title">
          <Link to={hrefs.product(view.url)} className="link-body-emphasis">
            {view.title}
          </Link>
        </h2>
        {line.color && <p className="small mb-0">{t.colour(colour?.name ?? line.color)}</p>}
        <p className="small mb-0">{t.quantity(line.quantity)}</p>
        {!view.inStock && (
          <p className="small text-danger fw-semibold mb-0">{runningOut.soldOut}</p>
        )}
      </div>
      <div className="running-out-row-buy">
        <span className="visually-hidden">{cart.page.columns.total}: </span>
        <Price cents={charge.totalCents} />
      </div>
    </li>
  )
}

export function Component() {
  usePageMeta({ title: t.title, description: t.metaDescription })
  useBreadcrumb([{ label: t.title }])
  const now = useOpenedAt()
  const loyaltyCustomer = useLoyaltyCustomer()
  const [params] = useSearchParams()
  const parsed = useMemo(() => parseCartFillParam(params.get(CART_FILL_PARAM)), [params])
  // Every product the link names, also those with a problem: the problems name them.
  const ids = useMemo(() => {
    const named = [
      ...parsed.lines.map((l) => l.productId),
      ...parsed.problems.flatMap((p) => ('productId' in p ? [p.productId] : [])),
    ]
    return [...new Set(named)].sort((a, b) => a - b)
  }, [parsed])
  const query = useQuery({ ...productQueries.byIds(ids), enabled: ids.length > 0 })
  const byId = useMemo(() => new Map((query.data ?? []).map((p) => [p.id, p])), [query.data])

  let body
  if (ids.length > 0 && query.isPending) {
    body = <Spinner label={t.loading} />
  } else if (query.isError) {
    body = <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />
  } else {
    const unknown = parsed.lines.filter((l) => !byId.has(l.productId))
    const problems = [
      ...parsed.problems.map((problem) => problemText(problem, byId)),
      ...unknown.map((l) => t.problems.unknown(t.problems.productId(l.productId))),
    ]
    body =
      problems.length > 0 ? (
        <>
          <Refused problems={problems} />
          <Link to={hrefs.home()} className="btn btn-outline-secondary">
            {t.toHome}
          </Link>
        </>
      ) : (
        <>
          <p>{t.intro}</p>
          <ul className="list-unstyled cart-fill-lines mb-4">
            {parsed.lines.map((line) => (
              <FillLine
                key={`${line.productId}:${line.color ?? ''}`}
                line={line}
                product={byId.get(line.productId)!}
                now={now}
                loyaltyCustomer={loyaltyCustomer}
              />
            ))}
          </ul>
          <div className="d-flex flex-wrap align-items-start gap-2">
            <BulkAddButton
              lines={parsed.lines.map((line) => ({
                ...line,
                name: byId.get(line.productId)!.title,
              }))}
              label={t.confirm}
              context={t.confirmFor}
            />
            <Link to={hrefs.home()} className="btn btn-outline-secondary">
              {t.cancel}
            </Link>
            <Link to={hrefs.cart()} className="btn btn-link">
              {t.toCart}
            </Link>
          </div>
        </>
      )
  }

  return (
    <div className="cart-fill-page">
      <h1 className="mb-3">{t.title}</h1>
      {body}
    </div>
  )
}
