// The one route table: every URL of the spec, each page a lazily loaded module under routes/.
// A route module exports `Component` and may export `makeLoader(queryClient)` to start its data
// early with the same query options the component reads.
import type { QueryClient } from '@tanstack/react-query'
import {
  createBrowserRouter,
  createMemoryRouter,
  Navigate,
  useLocation,
  type LoaderFunction,
  type RouteObject,
} from 'react-router-dom'
import { RouteErrorPage } from './layouts/route-error'
import { paths } from '@/lib/paths'
import { closeModalsOnNavigation } from '@/stores/modal-store'
import { DEFAULT_LAYOUT_ID, DefaultLayout } from './layouts/default-layout'
import { RootShell } from './layouts/root-shell'
import { BootScreen } from './layouts/boot-screen'
import { nextTask } from '@/lib/next-task'
import { importWhenOnline } from '@/lib/import-when-online'

export interface RouteModule {
  Component: React.ComponentType
  makeLoader?: (queryClient: QueryClient) => LoaderFunction
}

/**
 * A lazily loaded page. Its data may live in a module of its own (`data`): the router then loads
 * that small module and starts the page's requests while the page's code is still on its way,
 * instead of after it; on a first visit this takes a round trip or more off the largest paint.
 */
function page(
  queryClient: QueryClient,
  importer: () => Promise<RouteModule>,
  data?: () => Promise<Pick<RouteModule, 'makeLoader'>>,
): Pick<RouteObject, 'lazy' | 'loader'> {
  return {
    ...(data
      ? {
          loader: async (args) => {
            await nextTask()
            const { makeLoader } = await importWhenOnline(data)
            return makeLoader ? makeLoader(queryClient)(args) : null
          },
        }
      : {}),
    lazy: async () => {
      // Each import starts in a task of its own: preparing a page's chunks (a link per chunk) is
      // not added to the task that made the router or the one that followed a tap.
      await nextTask()
      const module = await importWhenOnline(importer)
      return {
        Component: module.Component,
        ...(module.makeLoader && !data ? { loader: module.makeLoader(queryClient) } : {}),
      }
    },
  }
}

/**
 * A layout or guard that only some pages use: its code (and its stylesheet) loads with the first
 * such page, in parallel with the page's own module, instead of sitting in the entry chunk. The
 * default layout, which the browsing pages share, stays in the entry.
 */
function lazyLayout(importer: () => Promise<React.ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await importWhenOnline(importer) }) }
}

/** /login is the other reading of the auth redirect: it leads to /mijn-account/login. */
function LoginAlias() {
  const location = useLocation()
  return <Navigate to={`${paths.login}${location.search}`} replace />
}

/** A pathless route inside a layout: errors render inside the layout, header and footer stay. */
function inLayout(children: RouteObject[]): RouteObject[] {
  return [{ errorElement: <RouteErrorPage />, children }]
}

function createRoutes(queryClient: QueryClient): RouteObject[] {
  const p = (
    importer: () => Promise<RouteModule>,
    data?: () => Promise<Pick<RouteModule, 'makeLoader'>>,
  ) => page(queryClient, importer, data)

  return [
    {
      element: <RootShell />,
      errorElement: <RouteErrorPage standalone />,
      // Shown while the first page's module loads: the brand bar, so the screen is never blank.
      hydrateFallbackElement: <BootScreen />,
      children: [
        {
          id: DEFAULT_LAYOUT_ID,
          element: <DefaultLayout />,
          children: inLayout([
            {
              index: true,
              ...p(
                () => import('./routes/home'),
                () => import('./routes/home.data'),
              ),
            },
            {
              path: paths.homeAlias,
              ...p(
                () => import('./routes/home'),
                () => import('./routes/home.data'),
              ),
            },
            { path: paths.apiTest, ...p(() => import('./routes/api-test')) },
            {
              // An order's page: guests open it too; a customer sees it in the account frame.
              ...lazyLayout(() =>
                import('./layouts/account-layout').then((m) => m.AccountLayoutWhenLoggedIn),
              ),
              children: [{ path: paths.order, ...p(() => import('./routes/order-detail')) }],
            },
            { path: paths.blog, ...p(() => import('./routes/blog')) },
            { path: paths.blogPost, ...p(() => import('./routes/blog-post')) },
            { path: paths.contact, ...p(() => import('./routes/contact')) },
            { path: paths.faq, ...p(() => import('./routes/faq')) },
            { path: paths.diyGuide, ...p(() => import('./routes/diy-guide')) },
            { path: paths.brands, ...p(() => import('./routes/brands')) },
            { path: paths.brand, ...p(() => import('./routes/brand')) },
            { path: paths.brandCollection, ...p(() => import('./routes/brand-collection')) },
            { path: paths.sitemap, ...p(() => import('./routes/sitemap')) },
            { path: paths.trackOrder, ...p(() => import('./routes/track-order')) },
            { path: paths.jobs, ...p(() => import('./routes/jobs')) },
            { path: paths.job, ...p(() => import('./routes/job')) },
            { path: paths.stores, ...p(() => import('./routes/stores')) },
            { path: paths.store, ...p(() => import('./routes/store')) },
            { path: paths.offers, ...p(() => import('./routes/offers')) },
            { path: paths.singleListing, ...p(() => import('./routes/single-listing')) },
            {
              path: paths.category,
              ...p(
                () => import('./routes/category'),
                () => import('./routes/category.data'),
              ),
            },
            {
              path: paths.product,
              ...p(
                () => import('./routes/product'),
                () => import('./routes/product.data'),
              ),
            },
            { path: paths.search, ...p(() => import('./routes/search')) },
            { path: paths.recipe, ...p(() => import('./routes/recipe')) },
            { path: paths.loyaltyJoin, ...p(() => import('./routes/loyalty-join')) },
            { path: paths.loginAlias, element: <LoginAlias /> },
            {
              ...lazyLayout(() => import('./guards/require-auth').then((m) => m.RequireAuth)),
              children: [
                {
                  // The account frame: navigation and logout beside the page.
                  ...lazyLayout(() =>
                    import('./layouts/account-layout').then((m) => m.AccountLayout),
                  ),
                  children: [
                    { path: paths.account, ...p(() => import('./routes/account')) },
                    { path: paths.accountAlias, ...p(() => import('./routes/account')) },
                    { path: paths.wishList, ...p(() => import('./routes/wish-list')) },
                    { path: paths.vouchers, ...p(() => import('./routes/account-vouchers')) },
                    { path: paths.accountOrders, ...p(() => import('./routes/account-orders')) },
                    {
                      path: paths.accountInvoices,
                      ...p(() => import('./routes/account-invoices')),
                    },
                  ],
                },
              ],
            },
            { path: paths.contentPage, ...p(() => import('./routes/content-page')) },
            { path: '*', ...p(() => import('./routes/not-found')) },
          ]),
        },
        {
          ...lazyLayout(() => import('./layouts/alt-layout').then((m) => m.AltLayout)),
          children: inLayout([
            { path: paths.resetPassword, ...p(() => import('./routes/reset-password')) },
            {
              path: paths.resetPasswordRedirect,
              ...p(() => import('./routes/reset-password-redirect')),
            },
            {
              ...lazyLayout(() => import('./guards/guest-only').then((m) => m.GuestOnly)),
              children: [
                { path: paths.login, ...p(() => import('./routes/login')) },
                {
                  path: paths.register,
                  ...p(() => import('./routes/register')),
                  children: [
                    { index: true, ...p(() => import('./routes/register-account')) },
                    { path: 'loyalty-card', ...p(() => import('./routes/register-loyalty-card')) },
                    { path: 'manner', ...p(() => import('./routes/register-manner')) },
                    { path: 'profile', ...p(() => import('./routes/register-profile')) },
                  ],
                },
              ],
            },
          ]),
        },
        {
          ...lazyLayout(() => import('./layouts/cart-layout').then((m) => m.CartLayout)),
          children: inLayout([
            { path: paths.cart, ...p(() => import('./routes/cart')) },
            { path: paths.cartFill, ...p(() => import('./routes/cart-fill')) },
          ]),
        },
        {
          ...lazyLayout(() =>
            import('./layouts/checkout-layout').then(
              ({ CheckoutLayout }) =>
                function CheckoutPageLayout() {
                  return <CheckoutLayout variant="checkout" />
                },
            ),
          ),
          children: inLayout([{ path: paths.checkout, ...p(() => import('./routes/checkout')) }]),
        },
        {
          ...lazyLayout(() =>
            import('./layouts/checkout-layout').then(
              ({ CheckoutLayout }) =>
                function OrderCompleteLayout() {
                  return <CheckoutLayout variant="checkout-perry" />
                },
            ),
          ),
          children: inLayout([
            { path: paths.orderComplete, ...p(() => import('./routes/order-complete')) },
          ]),
        },
        {
          ...lazyLayout(() => import('./layouts/dark-layout').then((m) => m.DarkLayout)),
          children: inLayout([
            { path: paths.colourPicker, ...p(() => import('./routes/colour-picker')) },
          ]),
        },
      ],
    },
  ]
}

/** Creating it starts the first page's route module and loader (its code and data) at once. */
export function createAppRouter(queryClient: QueryClient) {
  const router = createBrowserRouter(createRoutes(queryClient))
  closeModalsOnNavigation(router)
  return router
}

export type AppRouter = ReturnType<typeof createAppRouter>

/** Resolves when the first page's route module and loader have settled (router initialised). */
export function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve()
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return
      unsubscribe()
      resolve()
    })
  })
}

/** For screen tests: the real route table in memory. */
export function createTestRouter(queryClient: QueryClient, initialPath: string) {
  return createMemoryRouter(createRoutes(queryClient), { initialEntries: [initialPath] })
}
