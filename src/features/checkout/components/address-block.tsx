// A cart address (wire shape) printed with the one PostalAddress component.
import { postalAddressFromDto } from '@/api/aspos/addresses'
import { PostalAddress } from '@/components/postal-address'

export function AddressBlock({ address, className }: { address: Parameters<typeof postalAddressFromDto>[0]; className?: string }) {
  return <PostalAddress address={postalAddressFromDto(address)} className={['mb-0', className].filter(Boolean).join(' ')} />
}
