// Layout 'cart': header, the order steps with 'Winkelmandje' current, the page, footer.
import '@/styles/features/layouts.scss'
import { Outlet } from 'react-router-dom'
import { shell } from '@/messages/nl/shell'
import { Header } from './header'
import { LazyFooter as Footer } from './lazy-parts'

/** The order's steps; `current` past the last one: every step is done (the order is placed). */
export function OrderSteps({ current }: { current: number }) {
  return (
    <ol className="order-steps" aria-label={shell.cartLayout.label}>
      {shell.cartLayout.steps.map((step, index) => {
        const done = index < current
        return (
          <li
            key={step}
            data-state={index === current ? 'current' : done ? 'done' : 'upcoming'}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className="order-step-number" aria-hidden="true">
              {done ? '✓' : index + 1}
            </span>
            {step}
            {done && <span className="visually-hidden"> ({shell.cartLayout.done})</span>}
          </li>
        )
      })}
    </ol>
  )
}

export function CartLayout() {
  return (
    <>
      <Header />
      <div className="container pt-3">
        <OrderSteps current={0} />
      </div>
      <main id="main" className="container page-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </>
  )
}
