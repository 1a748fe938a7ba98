import { afterEach, describe, expect, it } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { useBreadcrumb, useBreadcrumbStore, useCrumbs } from '@/stores/breadcrumb-store'
import { shell } from '@/messages/nl/shell'
import { Breadcrumb } from './breadcrumb'

const renderBreadcrumb = () =>
  render(
    <MemoryRouter>
      <Breadcrumb />
    </MemoryRouter>,
  )

describe('Breadcrumb', () => {
  afterEach(() => useBreadcrumbStore.setState({ crumbs: [] }))

  it('holds its place, hidden from assistive tech, while the page still loads its trail', () => {
    useBreadcrumbStore.setState({ crumbs: 'pending' })
    const { container } = renderBreadcrumb()
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
    expect(container.querySelector('.breadcrumb-pending')).toHaveAttribute('aria-hidden', 'true')

    act(() =>
      useBreadcrumbStore.setState({
        crumbs: [{ label: 'Hond', href: '/producten/100' }, { label: 'Brokken' }],
      }),
    )
    const trail = screen.getByRole('navigation', { name: shell.breadcrumb.label })
    expect(trail).toHaveTextContent(`${shell.breadcrumb.home}HondBrokken`)
    expect(screen.getByText('Brokken')).toHaveAttribute('aria-current', 'page')
    expect(container.querySelector('.breadcrumb-pending')).toBeNull()
  })

  it('shows nothing on a page without a trail', () => {
    const { container } = renderBreadcrumb()
    expect(container).toBeEmptyDOMElement()
  })

  it('a page that declares the trail already shown does not render the layout again', () => {
    let layoutRenders = 0
    function Layout({ children }: { children: React.ReactNode }) {
      useCrumbs()
      layoutRenders += 1
      return <>{children}</>
    }
    function Page() {
      useBreadcrumb([])
      return null
    }
    render(
      <Layout>
        <Page />
      </Layout>,
    )
    // Home declares its empty trail on every load: the commit that shows the page stays one commit.
    expect(layoutRenders).toBe(1)
    expect(useBreadcrumbStore.getState().crumbs).toEqual([])
  })

  it('while the layout shows no trail yet, a declared trail waits for the render that ends the pause', () => {
    let layoutRenders = 0
    function Layout({ paused, children }: { paused: boolean; children: React.ReactNode }) {
      const crumbs = useCrumbs(paused)
      layoutRenders += 1
      return (
        <>
          <p>{crumbs === 'pending' ? 'pending' : crumbs.map((crumb) => crumb.label).join('/')}</p>
          {children}
        </>
      )
    }
    function Page() {
      useBreadcrumb([{ label: 'Hond' }])
      return null
    }
    const { rerender } = render(
      <Layout paused>
        <Page />
      </Layout>,
    )
    // No urgent update inside the commit that put the page on screen.
    expect(layoutRenders).toBe(1)
    rerender(
      <Layout paused={false}>
        <Page />
      </Layout>,
    )
    expect(screen.getByText('Hond')).toBeInTheDocument()
  })
})
