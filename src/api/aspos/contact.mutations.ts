// The contact form's write, beside its contract (contact.ts).
import { useMutation } from '@tanstack/react-query'
import { sendContactMessage } from './contact'

/** Sends the message; answers the service's reference. */
export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage })
}
