// What is in a food, on its product page: the life stage and needs as labels near the title
// (FoodLabels), and sections a shopper can scan (FoodSections): the composition, the analytical
// constituents as a two-column list, the feeding advice as a table with its caption and, below it,
// the feeding calculator. The calculator (and "Mijn dieren" in it) loads only when the section
// comes near the screen: nothing of it is in the page's first JS. A product without a feeding
// table shows no calculator; a product that is no food shows none of this.
import '@/styles/features/food.scss'
import { lazy, Suspense, useMemo, useRef, type ReactNode } from 'react'
import { foodInfo, foodLabels, type FoodInfo } from '@/api/aspos/food-fields'
import { parseContents } from '@/domain/unit-price'
import type { ProductView } from '@/api/aspos/product-view'
import { containerOf, formatKg } from '@/domain/feeding'
import { importWhenOnline } from '@/lib/import-when-online'
import { useNearViewport } from '@/lib/after-first-paint'
import { food } from '@/messages/nl/feeding'

const t = food.sections

const FeedingCalculator = lazy(() =>
  importWhenOnline(() => import('./feeding-calculator')).then((m) => ({
    default: m.FeedingCalculator,
  })),
)

const useFoodInfo = (product: ProductView): FoodInfo =>
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the fields are the product's
  useMemo(() => foodInfo(product), [product.fields])

/** The life stage and the special needs, as labels near the title. */
export function FoodLabels({ product }: { product: ProductView }) {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the fields are the product's
  const info = useMemo(() => foodLabels(product), [product.fields])
  if (!info.lifeStage && info.needs.length === 0) return null
  return (
    <ul className="list-unstyled d-flex flex-wrap gap-2 mb-2 food-labels" aria-label={t.needs}>
      {info.lifeStage && (
        <li className="badge text-bg-light border">
          <span className="visually-hidden">{t.lifeStage}: </span>
          {info.lifeStage}
        </li>
      )}
      {info.needs.map((need) => (
        <li key={need} className="badge text-bg-light border">
          {need}
        </li>
      ))}
    </ul>
  )
}

/** Mounts its children once the element comes within a screen of the viewport. */
function WhenNear({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  const near = useNearViewport(ref)
  return <div ref={ref}>{near ? children : fallback}</div>
}

export function FoodSections({ product }: { product: ProductView }) {
  const info = useFoodInfo(product)
  const bag = parseContents(product.contents)
  const bagGrams = bag?.unit === 'kg' ? bag.milli : null
  if (!info.composition && info.constituents.length === 0 && !info.feedingTable) return null
  const loading = <p className="small text-body-secondary">{food.calculator.loading}</p>
  return (
    <>
      {info.composition && (
        <section aria-labelledby="food-composition" className="mb-4">
          <h2 id="food-composition" className="h4">
            {t.composition}
          </h2>
          <p className="mb-0 food-composition">{info.composition}</p>
        </section>
      )}
      {info.constituents.length > 0 && (
        <section aria-labelledby="food-constituents" className="mb-4">
          <h2 id="food-constituents" className="h4">
            {t.constituents}
          </h2>
          <dl className="mb-0 food-narrow">
            {info.constituents.map(([name, value]) => (
              <div key={name} className="d-flex justify-content-between border-bottom py-1">
                <dt className="fw-normal">{name}</dt>
                <dd className="mb-0 fw-semibold text-nowrap">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {info.feedingTable && (
        <section aria-labelledby="food-feeding" className="mb-4">
          <h2 id="food-feeding" className="h4">
            {t.feedingTable}
          </h2>
          <div className="table-responsive food-narrow">
            <table className="table table-sm mb-2 food-feeding-table">
              <caption className="caption-top small">{t.feedingCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.weightColumn}</th>
                  <th scope="col" className="text-end">
                    {t.gramsColumn}
                  </th>
                </tr>
              </thead>
              <tbody>
                {info.feedingTable.map((row) => {
                  const [kg, grams] = t.row(formatKg(row.weightGrams), row.gramsPerDay)
                  return (
                    <tr key={row.weightGrams}>
                      <th scope="row" className="fw-normal text-nowrap">
                        {kg}
                      </th>
                      <td className="text-end text-nowrap">{grams}</td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
          {info.species && (
            <WhenNear fallback={loading}>
              <Suspense fallback={loading}>
                <FeedingCalculator
                  table={info.feedingTable}
                  species={info.species}
                  contents={product.contents}
                  bagGrams={bagGrams}
                  container={containerOf(product.contents, info.constituents)}
                />
              </Suspense>
            </WhenNear>
          )}
        </section>
      )}
    </>
  )
}
