// The head of an account subpage (vouchers, wish list, orders, invoices) inside the account layout
// route: the page meta, the breadcrumb under 'Mijn account' and the page heading. The layout route
// draws the navigation and the logout around it.
import type { ReactNode } from 'react'
import { usePageMeta } from '@/components/page-meta'
import { hrefs } from '@/lib/paths'
import { account } from '@/messages/nl/account'
import { useBreadcrumb } from '@/stores/breadcrumb-store'

export function AccountSubpage({
  title,
  heading = title,
  description,
  className,
  children,
}: {
  /** The page title and the breadcrumb's last step. */
  title: string
  heading?: string
  description?: string
  className?: string
  children: ReactNode
}) {
  usePageMeta({ title, description })
  useBreadcrumb([{ label: account.area.pageTitle, href: hrefs.account() }, { label: title }])
  const body = (
    <>
      <h1 className="mb-3">{heading}</h1>
      {children}
    </>
  )
  return className ? <div className={className}>{body}</div> : body
}
