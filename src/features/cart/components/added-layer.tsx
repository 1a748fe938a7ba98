// The add-to-cart layer: after an add from a product page, a card or a bulk add, a dialog (on a
// phone a bottom sheet) with what was added (image, name, colour or variant, quantity, price), the
// cart's count and, once the service confirmed the batch, its total, "Verder winkelen" and "Naar
// winkelmandje", what a bulk add refused, and up to four products that go with a single product.
// It opens at once (the header count already moved); the total follows the batch's answer, the
// spec's 1000 ms of quiet included. The notices show inside it while it is open (aria-modal puts
// the page behind it, and its live regions, out of assistive technology's reach). A failed batch
// closes it (added-store.ts). It is shown in the page, not as a modal <dialog> (components/modal.tsx
// `inPage`): making the page inert restyled all of it in the add's tap. Loaded and rendered closed
// once the page is idle (app/layouts/lazy-parts.tsx).
import '@/styles/features/added-layer.scss'
import { useEffect, useMemo, useRef } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { deriveProduct } from '@/domain/pricing/flags'
import { lineCharge } from '@/domain/pricing/line-charge'
import { type ProductView } from '@/api/aspos/product-view'
import { type Product } from '@/api/aspos/products'
import { productQueries } from '@/api/aspos/product-queries'
import { foodFieldCodes, foodLabels } from '@/api/aspos/food-fields'
import { ApiImage } from '@/components/api-image'
import { Modal } from '@/components/modal'
import { NoticeList } from '@/components/notice-list'
import { Price } from '@/components/price'
import { useOpenedAt } from '@/lib/use-opened-at'
import { addedLayer as t } from '@/messages/nl/added-layer'
import { modalClosed, useIsModalOpen } from '@/stores/modal-store'
import { noticesHosted, useNotices } from '@/stores/notices-store'
import { useAddedReport, type AddedLine, type AddedReport } from '../added-store'
import { needsCategory, pickSuggestions, type JustAdded } from '../added-suggestions'
import { useCartCount, useCartItemsAmount, useCartLines } from '../cart-reads'
import { BuyControl } from './buy-control'
import { BulkAddReport } from './bulk-add-report'

export interface AddedLayerProps {
  cartHref: string
  productHref: (productUrl: string) => string
  /** Prices as the cart charges this shopper (loyalty prices for a loyalty customer). */
  loyaltyCustomer: boolean
}

const close = () => modalClosed('addedToCart')

export function AddedLayer(props: AddedLayerProps) {
  const open = useIsModalOpen('addedToCart')
  const report = useAddedReport()
  return (
    <Modal open={open && report !== null} onClose={close} title={t.title} size="lg" sheet inPage>
      {report && <LayerBody key={report.id} report={report} {...props} />}
    </Modal>
  )
}

function LayerBody({
  report,
  cartHref,
  productHref,
  loyaltyCustomer,
}: AddedLayerProps & { report: AddedReport }) {
  // The moment the layer opened (LayerBody mounts anew per report): prices and discount windows are
  // judged once.
  const now = useOpenedAt()
  const ids = [...new Set(report.lines.map((line) => line.productId))]
  const products = useQuery({ ...productQueries.byIds(ids), enabled: ids.length > 0 })
  const views = useMemo(
    () => new Map((products.data ?? []).map((p) => [p.id, deriveProduct(p, now)])),
    [products.data, now],
  )
  const single = !report.bulk && report.lines.length === 1 ? report.lines[0] : undefined
  const singleView = single ? views.get(single.productId) : undefined
  const start = useRef<HTMLDivElement>(null)
  // A new add from inside the layer (a suggestion) replaces its content: focus its start, where the
  // pressed button was.
  useEffect(() => {
    if (start.current?.closest('dialog')?.contains(document.activeElement) === false)
      start.current.focus()
  }, [])

  return (
    <div ref={start} tabIndex={-1} className="added-layer">
      <LayerNotices />
      {report.lines.length > 0 && (
        <ul className="list-unstyled added-layer-lines mb-0" aria-label={t.addedLines}>
          {report.lines.map((line) => (
            <AddedLineItem
              key={`${line.productId}-${line.color ?? ''}`}
              line={line}
              product={views.get(line.productId)}
              productHref={productHref}
              loyaltyCustomer={loyaltyCustomer}
              large={single !== undefined}
            />
          ))}
        </ul>
      )}
      {report.bulk && (
        <BulkAddReport
          sent={report.lines.length}
          refused={report.refused}
          lowered={report.lowered}
          todaysPrices={report.todaysPrices}
        />
      )}
      <CartSummary confirmed={report.status === 'confirmed'} />
      <div className="added-layer-actions">
        <button type="button" className="btn btn-outline-secondary" onClick={close}>
          {t.continueShopping}
        </button>
        <Link to={cartHref} className="btn btn-cta" onClick={close}>
          {t.toCart}
        </Link>
      </div>
      {singleView && (
        <Suggestions
          product={singleView}
          now={now}
          productHref={productHref}
          added={{
            ids: [
              ...report.lines.map((line) => line.productId),
              ...(singleView.parentProductId === null ? [] : [singleView.parentProductId]),
            ],
            shelf: singleView.webNodeIds[0],
          }}
        />
      )}
    </div>
  )
}

/** The notices, here while the layer is open: the corner's are behind it, out of reach. */
function LayerNotices() {
  useEffect(() => noticesHosted(), [])
  return <NoticeList notices={useNotices()} className="added-layer-notices" />
}

function AddedLineItem({
  line,
  product,
  productHref,
  loyaltyCustomer,
  large,
}: {
  line: AddedLine
  product: ProductView | undefined
  productHref: (url: string) => string
  loyaltyCustomer: boolean
  large: boolean
}) {
  const name = product?.title ?? line.name
  // A variant's name usually ends in its size ('… maat M'): the size is said once.
  const variant =
    product?.variantLabel &&
    !name.toLocaleLowerCase('nl').endsWith(product.variantLabel.toLocaleLowerCase('nl'))
      ? product.variantLabel
      : null
  const image = product?.images[0]
  const colour = line.color
    ? (product?.colors.find((c) => c.code === line.color)?.name ?? line.color)
    : null
  const charge = product ? lineCharge(product, line.quantity, { loyaltyCustomer }) : null
  const size = large ? { width: 92, height: 100 } : { width: 44, height: 48 }
  return (
    <li className={large ? 'added-line added-line-large' : 'added-line'}>
      <span className="added-line-image">
        {image ? (
          <ApiImage name={image.name} extension={image.extension} alt="" {...size} />
        ) : (
          <span className="added-line-image-placeholder" style={size} />
        )}
      </span>
      <span className="added-line-info">
        {product ? (
          <Link to={productHref(product.url)} className="added-line-name" onClick={close}>
            {name}
          </Link>
        ) : (
          <span className="added-line-name">{name}</span>
        )}
        {colour && <span className="d-block small">{t.colour(colour)}</span>}
        {variant && <span className="d-block small">{t.variant(variant)}</span>}
        <span className="d-block small text-body-secondary">{t.quantity(line.quantity)}</span>
      </span>
      <span className="added-line-price">{charge && <Price cents={charge.totalCents} />}</span>
    </li>
  )
}

/**
 * The cart now: the count follows the visual lines, what the items cost the confirmed cart
 * (shipping is not in it; the cart shows shipping and the total).
 */
function CartSummary({ confirmed }: { confirmed: boolean }) {
  const count = useCartCount()
  const total = useCartItemsAmount()
  const known = confirmed && total !== null
  return (
    <div className="added-layer-summary" aria-busy={!known || undefined}>
      <span>{t.inCart(count)}</span>
      <span className="added-layer-total">
        {known ? (
          <>
            {t.total} <Price cents={total} />
          </>
        ) : (
          <>
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            {t.totalPending}
          </>
        )}
      </span>
    </div>
  )
}

function Suggestions({
  product,
  now,
  productHref,
  added,
}: {
  product: ProductView
  now: Date
  productHref: (url: string) => string
  added: JustAdded
}) {
  // What the cart already held is never suggested, nor another size of it: its lines' products are
  // asked for their families (what was just added is known already: the key stays when it lands).
  const cartIds = [...new Set(useCartLines().map((line) => line.productId))]
    .filter((id) => !added.ids.includes(id))
    .sort((a, b) => a - b)
  const inCart = useQuery({ ...productQueries.byIds(cartIds), enabled: cartIds.length > 0 })
  const held = {
    ...added,
    ids: [
      ...added.ids,
      ...cartIds,
      ...(inCart.data ?? []).flatMap((p) =>
        p.parentProductId === null ? [] : [p.parentProductId],
      ),
    ],
  }
  const kitIds = product.kits.filter((kit) => !kit.isDeposit).map((kit) => kit.productId)
  const kits = useQuery({ ...productQueries.byIds(kitIds), enabled: kitIds.length > 0 })
  const detail = useQuery(productQueries.detail(product.url))
  const derive = (list: readonly Product[] | undefined) =>
    (list ?? []).map((p) => deriveProduct(p, now))
  const kitViews = derive(kitIds.length > 0 ? kits.data : [])
  const related = derive(detail.data?.related)
  const settled =
    (kitIds.length === 0 || !kits.isPending) &&
    !detail.isPending &&
    (cartIds.length === 0 || !inCart.isPending)
  const leaf = product.webNodeIds[0]
  const wantCategory =
    settled && leaf !== undefined && needsCategory({ kits: kitViews, related }, held)
  // A food's bestsellers are its life stage's (no kitten food beside a senior's), as its related.
  const { lifeStage } = foodLabels(product)
  const category = useQuery({
    ...productQueries.list({
      webNodeId: leaf ?? 0,
      inStock: true,
      pageSize: 8,
      ...(lifeStage ? { field: [`${foodFieldCodes.lifeStage}:${lifeStage}`] } : {}),
    }),
    enabled: wantCategory,
  })
  const suggestions = pickSuggestions(
    { kits: kitViews, related, category: derive(category.data?.products) },
    held,
  )
  // Nothing before the cart's families are known: a suggestion would vanish when they are.
  if (!settled || suggestions.length === 0) return null
  return (
    <section className="added-layer-suggestions" aria-labelledby="added-layer-suggestions">
      <h3 id="added-layer-suggestions" className="h6">
        {t.suggestions}
      </h3>
      <ul className="list-unstyled added-suggestions mb-0">
        {suggestions.map((suggestion) => (
          <li key={suggestion.id} className="added-suggestion">
            <Suggestion product={suggestion} productHref={productHref} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function Suggestion({
  product,
  productHref,
}: {
  product: ProductView
  productHref: (url: string) => string
}) {
  const image = product.images[0]
  return (
    <>
      {image && (
        <ApiImage name={image.name} extension={image.extension} alt="" width={92} height={67} />
      )}
      <Link to={productHref(product.url)} className="added-suggestion-name" onClick={close}>
        {product.title}
      </Link>
      <Price
        cents={product.currentPriceCents}
        originalCents={product.originalPriceCents}
        lowest={product.priceFrom}
      />
      <BuyControl product={product} href={productHref(product.url)} onChoose={close} />
    </>
  )
}
