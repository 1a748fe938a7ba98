import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { useShownValue } from './use-shown-value'

function Box({ checked, onToggle }: { checked: boolean; onToggle: (value: boolean) => void }) {
  const [shown, setShown] = useShownValue(checked)
  return (
    <input
      type="checkbox"
      aria-label="Nieuw"
      checked={shown}
      onChange={(e) => {
        setShown(e.target.checked)
        onToggle(e.target.checked)
      }}
    />
  )
}

describe('useShownValue', () => {
  it('shows the chosen value before the parent follows, then the parent’s value', async () => {
    const onToggle = vi.fn()
    // The parent hears of the change but has not followed yet: it still passes false.
    const { rerender } = render(<Box checked={false} onToggle={onToggle} />)
    const box = screen.getByRole('checkbox', { name: 'Nieuw' })
    await userEvent.click(box)
    expect(onToggle).toHaveBeenCalledWith(true)
    expect(box).toBeChecked()
    // The parent catches up, then moves on elsewhere (back in history): the box follows it.
    rerender(<Box checked={true} onToggle={onToggle} />)
    expect(box).toBeChecked()
    rerender(<Box checked={false} onToggle={onToggle} />)
    expect(box).not.toBeChecked()
  })
})
