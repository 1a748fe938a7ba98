// The breadcrumb: 'Home' then the trail the page declared (useBreadcrumb).
import { Link } from 'react-router-dom'
import { useCrumbs } from '@/stores/breadcrumb-store'
import { shell } from '@/messages/nl/shell'
import { useFirstScreen } from '@/lib/first-screen-mode'
import { FIRST_SCREEN_CRUMBS_ID } from '@/lib/first-screen-ids'

export function Breadcrumb() {
  const firstScreen = useFirstScreen()
  const crumbs = useCrumbs(firstScreen !== null)
  // The static first screen has no trail: the page declares it once it renders. On a listing the
  // boot script paints one here meanwhile (src/app/first-screen-listing.ts), which hydration leaves
  // alone (as the slot's contents, default-layout.tsx) and the adopting render replaces.
  if (firstScreen)
    return <div id={FIRST_SCREEN_CRUMBS_ID} dangerouslySetInnerHTML={{ __html: '' }} />
  // A page still loading its trail keeps the bar's height, so the trail does not push it down.
  if (crumbs === 'pending')
    return <div className="site-breadcrumb breadcrumb-pending" aria-hidden="true" />
  if (crumbs.length === 0) return null
  return (
    <nav aria-label={shell.breadcrumb.label} className="site-breadcrumb">
      <ol className="breadcrumb mb-0 py-2">
        <li className="breadcrumb-item">
          <Link to="/">{shell.breadcrumb.home}</Link>
        </li>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1
          return (
            <li
              key={`${crumb.label}-${index}`}
              className={`breadcrumb-item${last ? ' active' : ''}`}
              aria-current={last ? 'page' : undefined}
            >
              {crumb.href && !last ? <Link to={crumb.href}>{crumb.label}</Link> : crumb.label}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
