// A URL that matches no route: status 404, with both readings of the message.
import { ErrorView } from '../layouts/error-view'

export function Component() {
  return <ErrorView status={404} unknownRoute />
}
