// Menu links from the CMS: internal paths and http(s) URLs are links; javascript:, data:, //host
// and '/\host' are shown as plain text.
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { MenuLink } from './menu-link'

const renderLink = (url: string) =>
  render(
    <MemoryRouter>
      <MenuLink item={{ id: 1, title: 'Menu', url, children: [] }} />
    </MemoryRouter>,
  )

describe('MenuLink', () => {
  it.each([
    ['/honden', '/honden'],
    ['https://www.example.nl/x', 'https://www.example.nl/x'],
  ])('links %s', (url, href) => {
    renderLink(url)
    expect(screen.getByRole('link', { name: 'Menu' })).toHaveAttribute('href', href)
  })

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
  ])('shows %j as text', (url) => {
    renderLink(url)
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText('Menu')).toBeInTheDocument()
  })
})
