// The first thing a keyboard reaches on every page: a link past the header to the content.
import { shell } from '@/messages/nl/shell'

export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      {shell.skipLink}
    </a>
  )
}
