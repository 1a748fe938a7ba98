// The site footer: newsletter form (not on the newsletter's own page, which has its form: one
// prompt per page), footer menu columns, customer-service contact details (phone
// numbers as tel: links), the logo of every payment method the checkout offers, and the sub-footer
// links.
import '@/styles/features/footer.scss'
import '@/styles/features/account.scss'
import { useLocation } from 'react-router-dom'
import { useSharedContent } from '@/features/content/use-shared-content'
import { SafeHtml } from '@/components/safe-html'
import { shell } from '@/messages/nl/shell'
import { paymentMethodNames } from '@/messages/nl/payment-methods'
import { MenuLink } from './menu-link'
import { LazyNewsletterForm as NewsletterForm } from './lazy-forms'
import { paymentMethods } from '@/api/aspos/payment-methods'
import { hrefs } from '@/lib/paths'

export function Footer() {
  const { menus, banners } = useSharedContent()
  const contact = banners.contactdetails ?? []
  const { pathname } = useLocation()
  const newsletterPage = pathname.replace(/(.)\/+$/, '$1').toLowerCase() === hrefs.newsletter()
  return (
    <footer className="site-footer">
      {!newsletterPage && (
        <div className="footer-newsletter">
          <div className="container py-4">
            <div className="row align-items-center g-3">
              <div className="col-md-5">
                <h2 className="h4 mb-1">{shell.footer.newsletterTitle}</h2>
                <p className="mb-0">{shell.footer.newsletterText}</p>
              </div>
              <div className="col-md-7">
                <NewsletterForm />
              </div>
            </div>
          </div>
        </div>
      )}
      <div className="container py-4">
        <div className="row g-4">
          {(menus?.footer ?? []).map((column) => (
            <nav key={column.id} className="col-6 col-lg-2" aria-label={column.title}>
              <h2 className="h6 footer-heading">{column.title}</h2>
              <ul className="list-unstyled footer-links">
                {column.children.map((item) => (
                  <li key={item.id}>
                    <MenuLink item={item} />
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <div className="col-12 col-lg-4 ms-lg-auto">
            <h2 className="h6 footer-heading">{shell.footer.contactTitle}</h2>
            {contact.map((banner, index) => (
              <div key={index} className="footer-contact mb-2">
                {/* One banner is the column itself: its title would only repeat the heading. */}
                {contact.length > 1 && banner.title && (
                  <p className="fw-bold mb-1">{banner.title}</p>
                )}
                <SafeHtml html={banner.html} linkPhoneNumbers />
              </div>
            ))}
          </div>
        </div>
        <div className="footer-payments mt-4">
          <h2 className="h6 footer-heading">{shell.footer.paymentTitle}</h2>
          <ul className="list-inline mb-0">
            {paymentMethods.map((method) => (
              <li key={method} className="list-inline-item mb-2">
                <img
                  src={`/payment/${method}.svg`}
                  alt={paymentMethodNames[method]}
                  width={48}
                  height={32}
                  loading="lazy"
                  decoding="async"
                />
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="sub-footer">
        <div className="container d-flex flex-wrap gap-3 justify-content-between align-items-center py-3">
          <p className="mb-0 small">{shell.footer.copyright(new Date().getFullYear())}</p>
          <nav aria-label={shell.footer.footerMenu}>
            <ul className="list-inline mb-0 small">
              {(menus?.subFooter ?? []).map((item) => (
                <li key={item.id} className="list-inline-item me-3">
                  <MenuLink item={item} />
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  )
}
