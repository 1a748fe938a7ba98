import { useState } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { SlideInPanel } from './slide-in-panel'

/** A page with a button that opens the panel, and a link behind it. */
function Page() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Menu openen
      </button>
      <a href="/achter">Achter het menu</a>
      <SlideInPanel open={open} onClose={() => setOpen(false)} title="Menu">
        <a href="/hond">Hond</a>
        <a href="/kat">Kat</a>
      </SlideInPanel>
    </>
  )
}

const layerOf = () => screen.getByRole('dialog', { hidden: true }).parentElement!

describe('SlideInPanel', () => {
  it('is built while closed, and shown (is-open) with the focus on its first control when opened', async () => {
    const user = userEvent.setup()
    render(<Page />)
    // Built ahead, so that the tap only shows it.
    expect(screen.getByRole('dialog', { hidden: true })).toHaveAttribute('aria-modal', 'true')
    expect(layerOf()).not.toHaveClass('is-open')
    await user.click(screen.getByRole('button', { name: 'Menu openen' }))
    expect(layerOf()).toHaveClass('is-open')
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sluiten' })).toHaveFocus()
  })

  it('keeps the focus inside: Tab from the last control goes to the first, Shift+Tab back', async () => {
    const user = userEvent.setup()
    render(<Page />)
    await user.click(screen.getByRole('button', { name: 'Menu openen' }))
    screen.getByRole('link', { name: 'Kat' }).focus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Sluiten' })).toHaveFocus()
    await user.tab({ shift: true })
    expect(screen.getByRole('link', { name: 'Kat' })).toHaveFocus()
    await user.tab({ shift: true })
    expect(screen.getByRole('link', { name: 'Hond' })).toHaveFocus()
  })

  it('closes on Escape and gives the focus back to the button that opened it', async () => {
    const user = userEvent.setup()
    render(<Page />)
    const opener = screen.getByRole('button', { name: 'Menu openen' })
    await user.click(opener)
    screen.getByRole('link', { name: 'Hond' }).focus()
    await user.keyboard('{Escape}')
    expect(layerOf()).not.toHaveClass('is-open')
    expect(opener).toHaveFocus()
  })

  it('closes on a tap on the dimmed page beside it, not on one inside it', async () => {
    const user = userEvent.setup()
    render(<Page />)
    await user.click(screen.getByRole('button', { name: 'Menu openen' }))
    await user.click(screen.getByRole('heading', { name: 'Menu' }))
    expect(layerOf()).toHaveClass('is-open')
    await user.click(layerOf())
    expect(layerOf()).not.toHaveClass('is-open')
  })
})
