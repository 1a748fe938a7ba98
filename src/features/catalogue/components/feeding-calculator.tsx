// The feeding calculator of a food page (loaded lazily by food-sections.tsx): the pet's weight
// (typed, or from a pet of this food's species in "Mijn dieren") gives the grams a day from this
// product's feeding table and how long this bag lasts. What it cannot stand behind it does not
// show: bad input gets a Dutch message at the field, a weight outside the table is said so.
import { useId, useState, type FormEvent } from 'react'
import type { FeedingRow, Species } from '@/api/aspos/food-fields'
import { MyPets } from '@/components/my-pets'
import { TextField } from '@/components/form-field'
import {
  adviceRange,
  bagDays,
  checkWeight,
  dailyAmount,
  formatKg,
  weightRanges,
} from '@/domain/feeding'
import { food } from '@/messages/nl/feeding'
import { usePets, type Pet } from '@/stores/pets-store'

const t = food.calculator

interface FeedingCalculatorProps {
  table: readonly FeedingRow[]
  species: Species
  /** The product's content as written ("2 kg", "12 x 85 gram"). */
  contents: string | null
  /** The bag's weight in grams, null when the content is no weight. */
  bagGrams: number | null
  /** What the food comes in: a bag (dry food) or another pack (wet food, a multipack). */
  container: 'zak' | 'verpakking'
}

type Outcome =
  | { kind: 'none' }
  | { kind: 'error'; message: string }
  | { kind: 'outside'; weightGrams: number; min: number; max: number }
  | { kind: 'ok'; weightGrams: number; gramsPerDay: number; days: number | null; pet: Pet | null }

function calculate(text: string, props: FeedingCalculatorProps, pet: Pet | null): Outcome {
  const range = weightRanges[props.species]
  const advice = adviceRange(props.table, props.species)
  const weight = checkWeight(text, props.species)
  if (!weight.ok) {
    const message =
      weight.reason === 'empty'
        ? t.empty
        : weight.reason === 'notANumber'
          ? t.notANumber
          : t.outOfRangeForFood(
              props.species,
              formatKg(range.min * 1000),
              formatKg(range.max * 1000),
              formatKg(advice.minGrams),
              formatKg(advice.maxGrams),
            )
    return { kind: 'error', message }
  }
  const amount = dailyAmount(props.table, weight.grams)
  if (amount.kind === 'outside')
    return {
      kind: 'outside',
      weightGrams: weight.grams,
      min: amount.minGrams,
      max: amount.maxGrams,
    }
  return {
    kind: 'ok',
    weightGrams: weight.grams,
    gramsPerDay: amount.gramsPerDay,
    days: props.bagGrams ? bagDays(props.bagGrams, amount.gramsPerDay) : null,
    pet,
  }
}

export function FeedingCalculator(props: FeedingCalculatorProps) {
  const { species, contents } = props
  const pets = usePets().filter((p) => p.species === species)
  // Filled from the first pet of this food's species the device keeps, if any.
  const [chosenId, setChosenId] = useState<string | null>(() => pets[0]?.id ?? null)
  const [text, setText] = useState(() => (pets[0] ? formatKg(pets[0].weightGrams) : ''))
  // What was asked (the weight as typed, and whose it is); the answer is worked out from it at every
  // render, so a change of bag on the page changes the days at once.
  const [asked, setAsked] = useState<{ text: string; pet: Pet | null } | null>(() =>
    pets[0] ? { text: formatKg(pets[0].weightGrams), pet: pets[0] } : null,
  )
  const outcome: Outcome = asked ? calculate(asked.text, props, asked.pet) : { kind: 'none' }
  const headingId = useId()
  const petsId = useId()
  const advice = adviceRange(props.table, species)
  const chosen = pets.find((p) => p.id === chosenId) ?? null

  const choosePet = (pet: Pet | null) => {
    setChosenId(pet?.id ?? null)
    if (!pet) return
    const typed = formatKg(pet.weightGrams)
    setText(typed)
    setAsked({ text: typed, pet })
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const same = chosen && checkWeight(text, species)
    const pet = same && same.ok && same.grams === chosen.weightGrams ? chosen : null
    setAsked({ text, pet })
  }

  return (
    <div
      className="card card-body bg-body-tertiary feeding-calculator food-calculator"
      role="group"
      aria-labelledby={headingId}
    >
      <h3 id={headingId} className="h5">
        {t.heading}
      </h3>
      <p className="small mb-2">{t.intro}</p>
      {pets.length > 0 && (
        <fieldset className="mb-2">
          <legend className="form-label fs-6 mb-1" id={petsId}>
            {t.pet}
          </legend>
          <div className="d-flex flex-wrap gap-2">
            {pets.map((pet) => (
              <button
                key={pet.id}
                type="button"
                className={`btn btn-sm ${pet.id === chosenId ? 'btn-secondary' : 'btn-outline-secondary'}`}
                aria-pressed={pet.id === chosenId}
                onClick={() => choosePet(pet)}
              >
                {pet.name} ({formatKg(pet.weightGrams)} kg)
              </button>
            ))}
          </div>
        </fieldset>
      )}
      <form onSubmit={submit} noValidate>
        <TextField
          label={t.weight}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(e) => {
            setText(e.target.value)
            if (outcome.kind === 'error') setAsked(null)
          }}
          error={outcome.kind === 'error' ? outcome.message : undefined}
          hint={t.tableHint(formatKg(advice.minGrams), formatKg(advice.maxGrams))}
          wrapperClassName="mb-2"
          className="feeding-weight"
        />
        <button type="submit" className="btn btn-primary feeding-submit">
          {t.calculate}
        </button>
      </form>
      <div role="status" className="mt-3" aria-live="polite">
        {outcome.kind === 'ok' && (
          <div className="food-result ps-3">
            <p className="mb-1">
              <strong className="fs-5 feeding-grams">{t.perDay(outcome.gramsPerDay)}</strong>{' '}
              {outcome.pet
                ? t.perDayForPet(outcome.pet.name, formatKg(outcome.weightGrams))
                : t.perDayFor(formatKg(outcome.weightGrams))}
            </p>
            <p className="mb-1 feeding-days">
              {outcome.days !== null && contents
                ? t.bagLasts(props.container, contents, outcome.days)
                : t.noBag}
            </p>
            <p className="small text-body-secondary mb-0">{t.advice}</p>
          </div>
        )}
        {outcome.kind === 'outside' && (
          <p className="mb-0">
            {t.outside(formatKg(outcome.min), formatKg(outcome.max), formatKg(outcome.weightGrams))}
          </p>
        )}
      </div>
      <details className="mt-3 my-pets-details">
        <summary>{food.pets.manage}</summary>
        <MyPets
          species={species}
          suggestedWeight={outcome.kind === 'ok' ? outcome.weightGrams : null}
          onSaved={(pet) => {
            if (pet.species === species) choosePet(pet)
          }}
        />
      </details>
    </div>
  )
}
