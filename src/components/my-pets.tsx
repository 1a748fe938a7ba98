// "Mijn dieren": the pets kept on this device (stores/pets-store.ts), each with a name, a species
// and a weight; add, change and remove, with Dutch messages at the fields. Shown in the feeding
// calculator of a food page and on the account page; nothing is sent anywhere, and it says so.
import { useId, useState, type FormEvent } from 'react'
import { speciesValues, type Species } from '@/api/aspos/food-fields'
import { checkWeight, formatKg, weightRanges } from '@/domain/feeding'
import { food } from '@/messages/nl/feeding'
import {
  addPet,
  changePet,
  MAX_PETS,
  PET_NAME_MAX,
  removePet,
  usePets,
  type Pet,
} from '@/stores/pets-store'
import { SelectField, TextField } from './form-field'

const t = food.pets
const c = food.calculator

interface PetFormProps {
  pet: Pet | null
  species: Species
  weightGrams: number | null
  onDone: (pet: Pet | null) => void
}

function PetForm({ pet, species: defaultSpecies, weightGrams, onDone }: PetFormProps) {
  const [name, setName] = useState(pet?.name ?? '')
  const [species, setSpecies] = useState<Species>(pet?.species ?? defaultSpecies)
  const weightStart = pet?.weightGrams ?? weightGrams
  const [weight, setWeight] = useState(weightStart ? formatKg(weightStart) : '')
  const [errors, setErrors] = useState<{ name?: string; weight?: string }>({})
  const range = weightRanges[species]

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const trimmed = name.trim()
    const checked = checkWeight(weight, species)
    const next = {
      name: !trimmed ? t.nameMissing : trimmed.length > PET_NAME_MAX ? t.nameTooLong : undefined,
      weight: checked.ok
        ? undefined
        : checked.reason === 'empty'
          ? c.empty
          : checked.reason === 'notANumber'
            ? c.notANumber
            : c.outOfRange(formatKg(range.min * 1000), formatKg(range.max * 1000)),
    }
    setErrors(next)
    if (next.name || next.weight || !checked.ok) return
    const values = { name: trimmed, species, weightGrams: checked.grams }
    if (pet) {
      changePet(pet.id, values)
      onDone({ ...pet, ...values })
    } else {
      onDone(addPet(values))
    }
  }

  return (
    <form onSubmit={submit} noValidate className="border rounded p-2 mb-2 bg-body">
      <TextField
        label={t.name}
        value={name}
        maxLength={PET_NAME_MAX + 10}
        autoComplete="off"
        onChange={(e) => setName(e.target.value)}
        error={errors.name}
        wrapperClassName="mb-2"
      />
      <SelectField
        label={t.species}
        value={species}
        onChange={(e) => setSpecies(e.target.value as Species)}
        options={speciesValues.map((s) => ({ value: s, label: s }))}
        wrapperClassName="mb-2"
      />
      <TextField
        label={t.weight}
        value={weight}
        inputMode="decimal"
        autoComplete="off"
        onChange={(e) => setWeight(e.target.value)}
        error={errors.weight}
        hint={c.weightHint(formatKg(range.min * 1000), formatKg(range.max * 1000))}
        wrapperClassName="mb-2"
      />
      <div className="d-flex flex-wrap gap-2">
        <button type="submit" className="btn btn-sm btn-primary">
          {t.save}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          onClick={() => onDone(null)}
        >
          {t.cancel}
        </button>
      </div>
    </form>
  )
}

interface MyPetsProps {
  /** The species a new pet starts with (the food's own). */
  species?: Species
  /** A weight just calculated, offered for a new pet. */
  suggestedWeight?: number | null
  onSaved?: (pet: Pet) => void
  /** The heading's level: 3 inside the calculator, 2 on the account page. */
  headingLevel?: 2 | 3
}

export function MyPets({
  species = 'Kat',
  suggestedWeight = null,
  onSaved,
  headingLevel = 3,
}: MyPetsProps) {
  const pets = usePets()
  const [editing, setEditing] = useState<string | 'new' | null>(null)
  const [said, setSaid] = useState('')
  const headingId = useId()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const done = (pet: Pet | null) => {
    setEditing(null)
    if (!pet) return
    setSaid(t.saved(pet.name))
    onSaved?.(pet)
  }
  return (
    <section aria-labelledby={headingId} className="my-pets mt-2">
      <Heading id={headingId} className={headingLevel === 2 ? 'h4' : 'h6'}>
        {t.heading}
      </Heading>
      <p className="small text-body-secondary mb-2">{t.deviceOnly}</p>
      {pets.length === 0 && editing !== 'new' && <p className="small mb-2">{t.empty}</p>}
      {pets.length > 0 && (
        <ul className="list-unstyled mb-2">
          {pets.map((pet) =>
            editing === pet.id ? (
              <li key={pet.id}>
                <PetForm
                  pet={pet}
                  species={pet.species}
                  weightGrams={pet.weightGrams}
                  onDone={done}
                />
              </li>
            ) : (
              <li
                key={pet.id}
                className="d-flex flex-wrap align-items-center justify-content-between gap-2 border-bottom py-1"
              >
                <span>{t.line(pet.name, pet.species, formatKg(pet.weightGrams))}</span>
                <span className="d-flex gap-2">
                  <button
                    type="button"
                    className="btn btn-sm btn-link px-0"
                    aria-label={t.changeFor(pet.name)}
                    onClick={() => setEditing(pet.id)}
                  >
                    {t.change}
                  </button>
                  <button
                    type="button"
                    className="btn btn-sm btn-link px-0 link-danger"
                    aria-label={t.removeFor(pet.name)}
                    onClick={() => {
                      removePet(pet.id)
                      setSaid(t.removed(pet.name))
                    }}
                  >
                    {t.remove}
                  </button>
                </span>
              </li>
            ),
          )}
        </ul>
      )}
      {editing === 'new' ? (
        <PetForm pet={null} species={species} weightGrams={suggestedWeight} onDone={done} />
      ) : pets.length >= MAX_PETS ? (
        <p className="small mb-0">{t.full}</p>
      ) : (
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          onClick={() => setEditing('new')}
        >
          {t.add}
        </button>
      )}
      <p role="status" className="small mb-0 mt-2">
        {said}
      </p>
    </section>
  )
}
