// Layout 'cart': header, the order steps with 'Winkelmandje' current, the page, footer.
import '@/styles/features/layouts.scss'
import { Outlet } from 'react-router-dom'
import { shell } from '@/messages/nl/shell'
import { Header } from './header'
import { LazyFooter as Footer } from './lazy-parts'

export function OrderSteps({ current }: { current: number }) {
  return (
    <ol className="order-steps" aria-label="Bestelstappen">
      {shell.cartLayout.steps.map((step, index) => (
        <li
          key={step}
          className={index === current ? 'active' : index < current ? 'done' : undefined}
          aria-current={index === current ? 'step' : undefined}
        >
          <span className="order-step-number" aria-hidden="true">
            {index + 1}
          </span>
          {step}
        </li>
      ))}
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
