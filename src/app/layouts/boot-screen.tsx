// What the first paint shows while the page's own module loads: the brand bar and a spinner.
import { Logo } from './logo'
import { common } from '@/messages/nl/common'

export function BootScreen() {
  return (
    <div className="boot-screen">
      <div className="boot-bar" />
      <div className="container py-3">
        <Logo />
      </div>
      <div className="d-flex justify-content-center py-5" role="status">
        <span className="spinner-border text-primary" aria-hidden="true" />
        <span className="visually-hidden">{common.loading}</span>
      </div>
    </div>
  )
}
