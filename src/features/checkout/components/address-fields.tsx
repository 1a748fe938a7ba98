// Dutch address entry inside a react-hook-form form (under the field 'address'): name, country
// (default NL), postcode + huisnummer (+ toevoeging) that fill street and city through the lookup.
import { useEffect, useRef } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { userMessageOf } from '@/api/http'
import { SelectField, TextField } from '@/components/form-field'
import { UNSERVED_COUNTRIES } from '@/domain/shipping-zones'
import { isValidPostalCode, normalizePostalCode } from '@/lib/validation'
import { checkout } from '@/messages/nl/checkout'
import { countryOptions, type AddressFormValues } from '@/api/aspos/addresses.form'
import { useAddressLookup } from '../use-address-lookup'

const t = checkout.address

type LookupTone = 'muted' | 'success' | 'warning'
// Each tone's class written out in full: the build keeps only class names it reads in the source.
const lookupToneClass: Record<LookupTone, string> = {
  muted: 'small mb-2 address-lookup address-lookup-muted',
  success: 'small mb-2 address-lookup address-lookup-success',
  warning: 'small mb-2 address-lookup address-lookup-warning',
}

interface AddressFieldsProps {
  /** Unique per form, so ids stay unique when two address blocks could be on a page. */
  idPrefix: string
  /** Autocomplete section: 'shipping' or 'billing'. */
  section: 'shipping' | 'billing'
}

export function AddressFields({ idPrefix, section }: AddressFieldsProps) {
  const {
    register,
    setValue,
    getValues,
    control,
    formState: { errors, isSubmitted },
  } = useFormContext<{ address: AddressFormValues }>()
  const [countryCode, postalCode, houseNumber, houseNumberExtension, street, city] = useWatch({
    control,
    name: [
      'address.countryCode',
      'address.postalCode',
      'address.houseNumber',
      'address.houseNumberExtension',
      'address.street',
      'address.city',
    ],
  })
  const { query: lookup, enabled: lookupEnabled } = useAddressLookup({
    countryCode,
    postalCode,
    houseNumber,
    houseNumberExtension,
  })
  const fieldErrors = errors.address
  // A delivery address in a country the shop does not serve is said at the field at once, not
  // only when the step is sent (the service refuses it then with the same words).
  const unserved =
    section === 'shipping' && !!countryCode && UNSERVED_COUNTRIES.includes(countryCode)
      ? t.countryNotServed(
          checkout.countries[countryCode as keyof typeof checkout.countries] ?? countryCode,
        )
      : undefined
  const ac = (token: string) => `${section} ${token}`
  const id = (name: string) => `${idPrefix}-${name}`

  // Fill street and city once per found address; the shopper may still correct them.
  const filledFor = useRef<string | null>(null)
  useEffect(() => {
    if (!lookup.data) return
    const key = `${lookup.data.street}|${lookup.data.city}|${postalCode}|${houseNumber}`
    if (filledFor.current === key) return
    filledFor.current = key
    const options = { shouldValidate: isSubmitted, shouldDirty: true }
    setValue('address.street', lookup.data.street, options)
    setValue('address.city', lookup.data.city, options)
  }, [lookup.data, postalCode, houseNumber, isSubmitted, setValue])

  const normalizeOnBlur = () => {
    const value = getValues('address.postalCode')
    if (getValues('address.countryCode') === 'NL' && isValidPostalCode(value)) {
      setValue('address.postalCode', normalizePostalCode(value), { shouldValidate: isSubmitted })
    }
  }

  const postalRegister = register('address.postalCode', { onBlur: normalizeOnBlur })

  let lookupMessage: { text: string; tone: LookupTone } | null = null
  if (lookupEnabled && lookup.isFetching) lookupMessage = { text: t.lookingUp, tone: 'muted' }
  else if (lookupEnabled && lookup.data)
    lookupMessage = { text: t.found(lookup.data.street, lookup.data.city), tone: 'success' }
  else if (lookupEnabled && lookup.isError)
    lookupMessage = { text: userMessageOf(lookup.error), tone: 'warning' }
  // The lookup found nothing: an empty Straat and Plaats are marked at once (aria-invalid, the
  // invalid style) and say to fill them in by hand, before the shopper sends the form.
  const lookupFailed = lookupEnabled && !lookup.isFetching && lookup.isError
  const byHand = (value: string | undefined, message: string) =>
    lookupFailed && !value?.trim() ? message : undefined

  return (
    <div className="address-fields">
      <div className="row g-2">
        <TextField
          id={id('first-name')}
          label={t.firstName}
          autoComplete={ac('given-name')}
          error={fieldErrors?.firstName?.message}
          wrapperClassName="col-sm-5 mb-2"
          {...register('address.firstName')}
        />
        <TextField
          id={id('middle-name')}
          label={t.middleName}
          autoComplete={ac('additional-name')}
          error={fieldErrors?.middleName?.message}
          wrapperClassName="col-sm-3 mb-2"
          {...register('address.middleName')}
        />
        <TextField
          id={id('last-name')}
          label={t.lastName}
          autoComplete={ac('family-name')}
          error={fieldErrors?.lastName?.message}
          wrapperClassName="col-sm-4 mb-2"
          {...register('address.lastName')}
        />
        <TextField
          id={id('company')}
          label={t.companyName}
          placeholder={t.companyPlaceholder}
          autoComplete={ac('organization')}
          error={fieldErrors?.companyName?.message}
          wrapperClassName="col-12 mb-2"
          {...register('address.companyName')}
        />
        <SelectField
          id={id('country')}
          label={t.country}
          autoComplete={ac('country')}
          options={[...countryOptions]}
          error={fieldErrors?.countryCode?.message ?? unserved}
          wrapperClassName="col-sm-6 mb-2"
          {...register('address.countryCode')}
        />
        <div className="w-100 d-none d-sm-block" />
        <TextField
          id={id('postal-code')}
          label={t.postalCode}
          autoComplete={ac('postal-code')}
          inputMode={countryCode === 'NL' ? 'text' : undefined}
          maxLength={12}
          error={fieldErrors?.postalCode?.message}
          wrapperClassName="col-12 col-sm-4 mb-2"
          {...postalRegister}
        />
        <TextField
          id={id('house-number')}
          label={t.houseNumber}
          inputMode="numeric"
          maxLength={6}
          error={fieldErrors?.houseNumber?.message}
          wrapperClassName="col-6 col-sm-4 mb-2"
          {...register('address.houseNumber')}
        />
        <TextField
          id={id('house-number-extension')}
          label={t.houseNumberExtension}
          maxLength={10}
          error={fieldErrors?.houseNumberExtension?.message}
          wrapperClassName="col-6 col-sm-4 mb-2"
          {...register('address.houseNumberExtension')}
        />
        <div className="col-12" aria-live="polite">
          {lookupMessage && (
            <p className={lookupToneClass[lookupMessage.tone]}>{lookupMessage.text}</p>
          )}
        </div>
        <TextField
          id={id('street')}
          label={t.street}
          autoComplete={ac('address-line1')}
          error={fieldErrors?.street?.message ?? byHand(street, t.streetByHand)}
          wrapperClassName="col-sm-7 mb-2"
          {...register('address.street')}
        />
        <TextField
          id={id('city')}
          label={t.city}
          autoComplete={ac('address-level2')}
          error={fieldErrors?.city?.message ?? byHand(city, t.cityByHand)}
          wrapperClassName="col-sm-5 mb-2"
          {...register('address.city')}
        />
      </div>
    </div>
  )
}
