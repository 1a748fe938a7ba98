// A product in a listing: list image (184x134), discount and 'Nieuw' badges, title link, current
// price with the struck original, and an actions slot where the page puts add-to-cart (or the
// word 'Uitverkocht' for a sold-out product) and the heart.
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { ApiImage } from '@/components/api-image'
import { AmountsInText, Price, PriceText } from '@/components/price'
import { catalogue } from '@/messages/nl/catalogue'
import { hrefs } from '@/lib/paths'
import { hyphenate } from '@/lib/hyphenate'
import type { ProductView } from '@/api/aspos/product-view'

const t = catalogue

export type ProductActions = ReactNode | ((product: ProductView) => ReactNode)

interface ProductCardProps {
  product: ProductView
  actions?: ProductActions
  /** Above the fold: the image loads eagerly with high priority (LCP). */
  priority?: boolean
  headingLevel?: 2 | 3 | 4
}

export function ProductBadges({ product }: { product: ProductView }) {
  if (product.discountPercentage == null && !product.isNew) return null
  return (
    <div className="product-badges">
      {product.discountPercentage != null && product.discountPercentage > 0 && (
        <span className="badge badge-discount">
          <span aria-hidden="true">{t.badges.discount(product.discountPercentage)}</span>
          <span className="visually-hidden">
            {t.badges.discountLabel(product.discountPercentage)}
          </span>
        </span>
      )}
      {product.isNew && <span className="badge badge-new">{t.badges.isNew}</span>}
    </div>
  )
}

/** The price lines every product view shares: current, struck original, per kg, colour surtax, deposit. */
export function ProductPriceLines({
  product,
  large,
  priceFrom = product.priceFrom,
}: {
  product: ProductView
  large?: boolean
  /** A family's lowest price ('vanaf'), only where its variants' prices differ (isPriceFrom). */
  priceFrom?: boolean
}) {
  const unitPrice = product.unitPrice
  return (
    <div className={large ? 'product-price product-price-large' : 'product-price'}>
      {/* A family whose variants differ in price: its lowest, which the chosen size or bag may exceed. */}
      <Price
        cents={product.currentPriceCents}
        originalCents={product.originalPriceCents}
        unit={product.weightPriceCents != null ? t.pricing.perKg : undefined}
        lowest={priceFrom}
      />
      {unitPrice && (
        <div className="small text-body-secondary product-unit-price">
          <PriceText
            message={(price) => t.pricing.unitPrice(price!, unitPrice.unit)}
            amounts={[unitPrice.cents]}
          />
        </div>
      )}
      {product.colorSurtaxCents != null && product.colorSurtaxCents > 0 && (
        <div className="small text-body-secondary">
          <PriceText
            message={t.pricing.colourSurtaxIncluded}
            amounts={[product.colorSurtaxCents]}
          />
        </div>
      )}
      {product.depositCents > 0 && (
        <div className="small text-body-secondary">
          <PriceText message={t.pricing.depositIncluded} amounts={[product.depositCents]} />
        </div>
      )}
    </div>
  )
}

export function ProductCard({ product, actions, priority, headingLevel = 3 }: ProductCardProps) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4'
  const href = hrefs.product(product.url)
  const image = product.images[0]
  const content = typeof actions === 'function' ? actions(product) : actions
  return (
    <article className="card product-card h-100" data-product-id={product.id}>
      <div className="product-card-media">
        {/* The title link names the product; the image link is a mouse convenience. */}
        <Link to={href} tabIndex={-1} aria-hidden="true" className="d-block text-center">
          {image ? (
            <ApiImage
              name={image.name}
              extension={image.extension}
              alt=""
              size="list"
              priority={priority}
              className="img-fluid product-card-image"
            />
          ) : (
            <span className="product-card-image product-card-placeholder d-inline-block" />
          )}
        </Link>
        <ProductBadges product={product} />
      </div>
      <div className="card-body d-flex flex-column gap-1">
        {product.brandName && <p className="small text-body-secondary mb-0">{product.brandName}</p>}
        <Heading className="h6 mb-1 product-card-title">
          {/* Soft hyphens break a long name where a narrow card needs it; the name itself, as
              screen readers and searches on the page know it, has none. An amount in a name
              ('Digitale cadeaukaart € 25') stays whole. */}
          <Link
            to={href}
            className="link-body-emphasis text-decoration-none"
            aria-label={product.title}
          >
            <AmountsInText text={hyphenate(product.title)} />
          </Link>
        </Heading>
        <ProductPriceLines product={product} />
        {product.staffelDiscount && (
          <p className="small text-discount fw-semibold mb-0">{product.staffelDiscount.label}</p>
        )}
        {content != null && content !== false && (
          <div className="product-card-actions mt-auto pt-2">{content}</div>
        )}
      </div>
    </article>
  )
}
