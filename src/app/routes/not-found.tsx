// A URL that matches no route: status 404, in Dutch like every other not-found page.
import { ErrorView } from '../layouts/error-view'

export function Component() {
  return <ErrorView status={404} />
}
