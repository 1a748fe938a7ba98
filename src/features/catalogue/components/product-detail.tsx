// The product page body: gallery, title, every derived price (current, struck original, list and
// web price, per kg, deposit, colour surtax, staffel, loyalty), notices (alcohol age, virtual),
// stock and delivery time, variants, the actions slot, description, specifications, kits, store
// prices and related products.
import '@/styles/features/tables.scss'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { SafeHtml } from '@/components/safe-html'
import { Amount, PriceText } from '@/components/price'
import { catalogue } from '@/messages/nl/catalogue'
import { hrefs } from '@/lib/paths'
import { parseDeliveryTerm } from '@/domain/delivery-promise'
import { isPriceFrom } from '@/domain/pricing/price-from'
import { fieldCodes, fieldValue } from '@/domain/pricing/product-fields'
import { showsListPrice, showsWebPrice } from '@/domain/pricing/prices'
import { type ProductView } from '@/api/aspos/product-view'
import { ProductBadges, ProductCard, ProductPriceLines, type ProductActions } from './product-card'
import { ProductGallery } from './product-gallery'
import type { GalleryImage } from '../gallery-images'
import { SoldOutAlternatives } from './sold-out-alternatives'
import { StorePrices } from './store-prices'
import { withoutRepeatedLead } from '../product-description'
import { FoodLabels, FoodSections } from './food-sections'
import { useAfterFirstPaint } from '@/lib/after-first-paint'

const t = catalogue.product
const p = catalogue.pricing

interface ProductDetailProps {
  product: ProductView
  /** The variant family (children of the parent product), current one included. */
  variants: ProductView[]
  related: ProductView[]
  images: GalleryImage[]
  brandSlug?: string | null
  actions?: ReactNode
  relatedActions?: ProductActions
  /** A family's page: its name (the shown product is the chosen variant, or the family itself). */
  title?: string
  /** A family's choice of size or bag (variant-picker.tsx), in place of the variant links. */
  choice?: ReactNode
}

/**
 * 'Op voorraad', with the delivery time when it is longer than the next day; one that already says
 * 'Op voorraad' is the whole line (not 'Op voorraad · Leveringstijd: Op voorraad, …').
 */
function availabilityLine(deliveryTime: string | null): string {
  // The standard next-day promise is said concretely below (the delivery promise for this moment);
  // its text here would contradict it after the cut-off.
  if (!deliveryTime || parseDeliveryTerm(deliveryTime).kind === 'nextDay') return t.inStock
  if (deliveryTime.toLowerCase().startsWith(t.inStock.toLowerCase())) return deliveryTime
  return `${t.inStock} · ${t.deliveryTime}: ${deliveryTime}`
}

function Variants({ product, variants }: { product: ProductView; variants: ProductView[] }) {
  if (variants.length === 0) return null
  return (
    <nav aria-label={t.variantsLabel} className="product-variants mb-3">
      <h2 className="h6 mb-2">{t.variants}</h2>
      <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
        {variants.map((v) => {
          const current = v.id === product.id
          return (
            <li key={v.id}>
              <Link
                to={hrefs.product(v.url)}
                className={`btn btn-sm ${current ? 'btn-secondary' : 'btn-outline-secondary'}`}
                aria-current={current ? 'page' : undefined}
              >
                {v.variantLabel ?? v.title}
                {v.dimensions && (
                  <span className="d-block small product-variant-dimensions">{v.dimensions}</span>
                )}
                {!v.inStock && (
                  <span className="visually-hidden"> ({catalogue.badges.outOfStock})</span>
                )}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

function Specifications({ product }: { product: ProductView }) {
  const protectionLevel = fieldValue(product, fieldCodes.protectionLevel)
  const rows: [string, ReactNode][] = [
    [t.articleNumber, product.code],
    ...(product.eanCode ? ([[t.ean, product.eanCode]] as [string, ReactNode][]) : []),
    ...(product.brandName ? ([[t.brand, product.brandName]] as [string, ReactNode][]) : []),
    ...(product.contents ? ([[t.contents, product.contents]] as [string, ReactNode][]) : []),
    ...(product.deliveryTime
      ? ([[t.deliveryTime, product.deliveryTime]] as [string, ReactNode][])
      : []),
    ...(product.vatPercentage != null
      ? ([[t.vat, t.vatValue(product.vatPercentage)]] as [string, ReactNode][])
      : []),
    ...(product.certs.length
      ? ([[t.certs, product.certs.map((c) => c.name).join(', ')]] as [string, ReactNode][])
      : []),
    ...(protectionLevel ? ([[t.protectionLevel, protectionLevel]] as [string, ReactNode][]) : []),
  ]
  return (
    <section aria-labelledby="product-specs" className="mb-4">
      <h2 id="product-specs" className="h4">
        {t.specifications}
      </h2>
      <table className="table table-sm product-specs">
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row" className="fw-semibold">
                {label}
              </th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

export function ProductDetail({
  product,
  variants,
  related,
  images,
  brandSlug,
  actions,
  relatedActions,
  title,
  choice,
}: ProductDetailProps) {
  const showListPrice = showsListPrice(product)
  const showWebPrice = showsWebPrice(product)
  const description = withoutRepeatedLead(product.longDescription, product.shortDescription).trim()
  // Below the buy box (issue 50): the description, specifications, kits, store prices and related
  // products render after the first paint, as a transition, not in the page's first commit.
  const belowFold = useAfterFirstPaint()
  return (
    <article className="product-detail">
      <div className="row g-4 mb-4">
        <div className="col-md-6">
          <ProductGallery
            images={images}
            title={title ?? product.title}
            overlay={<ProductBadges product={product} />}
          />
        </div>
        <div className="col-md-6">
          {product.brandName && (
            <p className="mb-1">
              {brandSlug ? (
                // A block of its line height, 24 px (WCAG 2.5.8): a toast may come to lie near it.
                <Link to={hrefs.brand(brandSlug)} className="d-inline-block">
                  {product.brandName}
                </Link>
              ) : (
                <span className="text-body-secondary">{product.brandName}</span>
              )}
            </p>
          )}
          <h1 className="h2 mb-2">{title ?? product.title}</h1>
          {product.shortDescription && (
            <p className="text-body-secondary">{product.shortDescription}</p>
          )}
          <FoodLabels product={product} />

          <div className="product-prices mb-3">
            {/* A weight product's price is per kg, a colour product's holds its surtax:
                ProductPriceLines says so, once. */}
            <ProductPriceLines
              product={product}
              large
              // 'vanaf' only where the family's variants differ in price (the one rule).
              priceFrom={
                product.isVariantParent &&
                variants.length > 0 &&
                isPriceFrom(
                  Math.min(...variants.map((v) => v.currentPriceCents)),
                  Math.max(...variants.map((v) => v.currentPriceCents)),
                )
              }
            />
            {showListPrice && (
              <p className="mb-0 small text-body-secondary">
                {p.listPrice}{' '}
                <del>
                  <Amount cents={product.listPriceCents!} />
                </del>
              </p>
            )}
            {showWebPrice && (
              <p className="mb-0 small text-body-secondary">
                {p.webPrice} <Amount cents={product.webPriceCents!} />
              </p>
            )}
          </div>

          {product.staffelDiscount && (
            <p className="product-staffel mb-2">
              <span className="badge badge-discount me-2">{product.staffelDiscount.label}</span>
              <span className="small">
                <PriceText
                  message={p.staffelPrice}
                  amounts={[product.staffelDiscount.newPriceCents]}
                />
              </span>
            </p>
          )}
          {product.loyaltyLabels.length > 0 && (
            <div className="product-loyalty mb-2">
              <h2 className="visually-hidden">{t.loyalty}</h2>
              <ul className="list-unstyled mb-0">
                {product.loyaltyLabels.map((label) => (
                  <li key={label} className="small fw-semibold text-secondary-emphasis">
                    {label}
                  </li>
                ))}
                {/* An advantage for card holders, never shown as everyone's price. */}
                {product.loyaltyPriceCents != null && (
                  <li className="small text-secondary-emphasis">
                    <PriceText message={p.loyaltyPrice} amounts={[product.loyaltyPriceCents]} />
                  </li>
                )}
              </ul>
            </div>
          )}
          {product.banners.filter((b) => b.name.toLowerCase() !== 'alcoholhoudend').length > 0 && (
            <ul className="list-unstyled d-flex flex-wrap gap-2 mb-2">
              {product.banners
                .filter((b) => b.name.toLowerCase() !== 'alcoholhoudend')
                .map((b) => (
                  <li key={b.name} className="badge text-bg-light border">
                    {b.title}
                  </li>
                ))}
            </ul>
          )}
          {product.certs.length > 0 && (
            <ul className="list-unstyled d-flex flex-wrap gap-2 mb-2" aria-label={t.certs}>
              {product.certs.map((c) => (
                <li key={c.code} className="badge badge-cert">
                  {c.name}
                </li>
              ))}
            </ul>
          )}
          {product.containsAlcohol && (
            <div className="alert alert-warning py-2 small" role="note">
              {t.alcoholNotice}
            </div>
          )}
          {product.isVirtual && <p className="small mb-2">{t.virtual}</p>}

          {/* A sold-out product says so where it would be bought (the actions below). */}
          {product.inStock && (
            <p className="mb-3 small">
              <span className="text-success-emphasis fw-semibold">
                {availabilityLine(product.deliveryTime)}
              </span>
            </p>
          )}

          {choice ?? <Variants product={product} variants={variants} />}
          {product.isColorProduct && product.colors.length > 0 && (
            <p className="small mb-2">
              {t.colours(product.colors.length)} ·{' '}
              <Link to={hrefs.colourPicker()}>{t.chooseColour}</Link>
            </p>
          )}
          {actions && <div className="product-actions mt-3">{actions}</div>}
          {!product.inStock && <SoldOutAlternatives product={product} />}
        </div>
      </div>

      {belowFold && description && (
        <section aria-labelledby="product-description" className="mb-4">
          <h2 id="product-description" className="h4">
            {t.description}
          </h2>
          <SafeHtml html={description} className="product-description" />
        </section>
      )}

      {/* In the first commit, as before issue 50's fourth pass: revealed after the first paint they
          landed while the layout sweep measured the page at 768 px (an overlap that came and went),
          for no blocking time the traces could tell from noise. */}
      <FoodSections product={product} />

      {belowFold && <Specifications product={product} />}

      {belowFold && product.kits.length > 0 && (
        <section aria-labelledby="product-kits" className="mb-4">
          <h2 id="product-kits" className="h4">
            {t.kits}
          </h2>
          <ul className="mb-0">
            {product.kits.map((kit) => (
              <li key={`${kit.productId}-${kit.description}`}>
                {t.kitLine(kit.quantity, kit.description)}
                {kit.priceCents > 0 && (
                  <>
                    {' '}
                    (<Amount cents={kit.priceCents} />
                    {kit.isDeposit ? ` ${t.kitDeposit}` : ''})
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      {belowFold && <StorePrices product={product} />}

      {belowFold && related.length > 0 && (
        <section aria-labelledby="product-related" className="mb-4">
          <h2 id="product-related" className="h4">
            {t.related}
          </h2>
          <ul className="row row-cols-2 row-cols-md-4 g-3 list-unstyled">
            {related.map((r) => (
              <li key={r.id} className="col">
                <ProductCard product={r} actions={relatedActions} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  )
}
