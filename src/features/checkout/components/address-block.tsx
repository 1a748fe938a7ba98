// A cart address or pickup store printed with the one PostalAddress component.
import type { PostalAddressParts } from '@/api/aspos/addresses'
import { PostalAddress } from '@/components/postal-address'

export function AddressBlock({
  address,
  className,
}: {
  address: PostalAddressParts
  className?: string
}) {
  return (
    <PostalAddress address={address} className={['mb-0', className].filter(Boolean).join(' ')} />
  )
}
