// The address book of the account area: the Default, Delivery and Invoice addresses, each with
// add (when missing) or edit in an inline form. Uses the checkout engineer's addresses api.
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@/components/form-resolver'
import { useQuery } from '@tanstack/react-query'
import { addressQueries, countryCodes, type Address, type AddressType } from '@/api/aspos/addresses'
import {
  addressFormSchema,
  addressOfForm,
  emptyAddressForm,
  formValuesOf,
  type AddressFormValues,
} from '@/api/aspos/addresses.form'
import { useSaveAddress } from '@/api/aspos/addresses.mutations'
import { userMessageOf } from '@/api/http'
import { SelectField, TextField } from '@/components/form-field'
import { FormAlerts, SubmitButton } from '@/components/form-feedback'
import { ErrorAlert, Spinner } from '@/components/query-state'
import { countryName, PostalAddress } from '@/components/postal-address'
import { account } from '@/messages/nl/account'
import { notify } from '@/stores/notices-store'

const t = account.addresses
const TYPES: AddressType[] = ['Default', 'Delivery', 'Invoice']

function AddressForm({
  type,
  address,
  onDone,
}: {
  type: AddressType
  address: Address | undefined
  onDone: () => void
}) {
  // The one address form of the shop (also checkout's): its rules, limits and conversions.
  const form = useForm<AddressFormValues>({
    resolver: zodResolver(addressFormSchema),
    defaultValues: address ? formValuesOf(address) : emptyAddressForm,
  })
  const mutation = useSaveAddress()
  const errors = form.formState.errors
  const id = (name: string) => `address-${type}-${name}`
  return (
    <form
      noValidate
      aria-label={address ? t.edit(t.types[type]) : t.add(t.types[type])}
      className="address-form mt-3"
      onSubmit={form.handleSubmit((values) =>
        mutation.mutate(addressOfForm(values, type, address?.id ?? 0), {
          onSuccess: () => {
            notify(t.saved)
            onDone()
          },
        }),
      )}
    >
      <FormAlerts live="assertive" error={mutation.isError && userMessageOf(mutation.error)} />
      {/* Three equal name columns: a 2-column Tussenvoegsel was too narrow for its own label. */}
      <div className="row g-2">
        <TextField
          wrapperClassName="col-sm-4 mb-2"
          id={id('first')}
          label={t.firstName}
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          wrapperClassName="col-sm-4 mb-2"
          id={id('middle')}
          error={errors.middleName?.message}
          label={t.middleName}
          autoComplete="additional-name"
          {...form.register('middleName')}
        />
        <TextField
          wrapperClassName="col-sm-4 mb-2"
          id={id('last')}
          label={t.lastName}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
        <TextField
          wrapperClassName="col-12 mb-2"
          id={id('company')}
          error={errors.companyName?.message}
          label={t.companyName}
          autoComplete="organization"
          {...form.register('companyName')}
        />
        <TextField
          wrapperClassName="col-sm-6 mb-2"
          id={id('postal')}
          label={t.postalCode}
          autoComplete="postal-code"
          error={errors.postalCode?.message}
          {...form.register('postalCode')}
        />
        <TextField
          wrapperClassName="col-6 col-sm-3 mb-2"
          id={id('number')}
          label={t.houseNumber}
          error={errors.houseNumber?.message}
          {...form.register('houseNumber')}
        />
        <TextField
          wrapperClassName="col-6 col-sm-3 mb-2"
          id={id('ext')}
          label={t.houseNumberExtension}
          error={errors.houseNumberExtension?.message}
          {...form.register('houseNumberExtension')}
        />
        <TextField
          wrapperClassName="col-sm-6 mb-2"
          id={id('street')}
          label={t.street}
          autoComplete="address-line1"
          error={errors.street?.message}
          {...form.register('street')}
        />
        <TextField
          wrapperClassName="col-sm-6 mb-2"
          id={id('city')}
          label={t.city}
          autoComplete="address-level2"
          error={errors.city?.message}
          {...form.register('city')}
        />
        <SelectField
          wrapperClassName="col-sm-6 mb-3"
          id={id('country')}
          label={t.country}
          autoComplete="country"
          options={countryCodes.map((code) => ({ value: code, label: countryName(code) }))}
          {...form.register('countryCode')}
        />
      </div>
      <div className="d-flex gap-2">
        <SubmitButton pending={mutation.isPending} label={t.save} pendingLabel={t.saving} />
        <button type="button" className="btn btn-outline-secondary" onClick={onDone}>
          {t.cancel}
        </button>
      </div>
    </form>
  )
}

function AddressCard({ type, address }: { type: AddressType; address: Address | undefined }) {
  const [editing, setEditing] = useState(false)
  const label = t.types[type]
  return (
    <div className={editing ? 'col-12' : 'col-md-6 col-xl-4'}>
      <div className="card h-100">
        <div className="card-body">
          <h3 className="h6 card-title">{label}</h3>
          {address ? (
            <PostalAddress address={address} className="mb-2" country="always" />
          ) : (
            <p className="text-body-secondary">{t.none}</p>
          )}
          {!editing && (
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              onClick={() => setEditing(true)}
            >
              {address ? t.edit(label) : t.add(label)}
            </button>
          )}
          {editing && (
            <AddressForm type={type} address={address} onDone={() => setEditing(false)} />
          )}
        </div>
      </div>
    </div>
  )
}

export function AddressBook() {
  const query = useQuery(addressQueries.list())
  return (
    <section aria-labelledby="address-book-heading" className="mb-4">
      <h2 id="address-book-heading" className="h5">
        {t.heading}
      </h2>
      {query.isPending && <Spinner label={t.loading} />}
      {query.isError && <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />}
      {query.isSuccess && (
        <div className="row g-3">
          {TYPES.map((type) => (
            <AddressCard key={type} type={type} address={query.data.find((a) => a.type === type)} />
          ))}
        </div>
      )}
    </section>
  )
}
