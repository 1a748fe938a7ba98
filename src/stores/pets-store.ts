// "Mijn dieren": the pets of this device (a name, a species, a weight), for the feeding calculator
// and "Bijna op?". Kept in localStorage only (nothing is sent), validated with zod when read: a bad
// stored entry is dropped, never crashed on. Personal: forgotten, like the recently viewed list,
// when a logged-in shopper leaves (lib/storage.ts personalStorageKeys).
import { create } from 'zustand'
import * as z from 'zod/mini'
import { speciesValues, type Species } from '@/api/aspos/food-fields'
import { lazy } from '@/lib/lazy'
import { weightRanges } from '@/domain/feeding'
import { readStorage, storageKeys, writeStorage } from '@/lib/storage'
import { onIdentityChanged } from './session-store'

/** How many pets a device keeps. */
export const MAX_PETS = 10
export const PET_NAME_MAX = 30

export interface Pet {
  id: string
  name: string
  species: Species
  /** Grams, an integer within the species' range. */
  weightGrams: number
}

const petSchema = lazy(() =>
  z
    .object({
      id: z.string().check(z.minLength(1), z.maxLength(40)),
      name: z.string().check(z.trim(), z.minLength(1), z.maxLength(PET_NAME_MAX)),
      species: z.enum(speciesValues),
      weightGrams: z.int().check(z.positive()),
    })
    .check(
      z.refine((pet) => {
        const range = weightRanges[pet.species]
        return pet.weightGrams >= range.min * 1000 && pet.weightGrams <= range.max * 1000
      }),
    ),
)

/** The stored pets; a pet that does not pass is left out, a file that is no list is none. */
export function readPets(json: string | null): Pet[] {
  if (!json) return []
  try {
    const parsed: unknown = JSON.parse(json)
    if (!Array.isArray(parsed)) return []
    return parsed
      .flatMap((entry: unknown) => {
        const pet = petSchema().safeParse(entry)
        return pet.success ? [pet.data] : []
      })
      .slice(0, MAX_PETS)
  } catch {
    return []
  }
}

const usePetsStore = create<{ pets: Pet[] }>(() => ({
  pets: readPets(readStorage(storageKeys.myPets)),
}))

function setPets(pets: Pet[]): void {
  usePetsStore.setState({ pets })
  writeStorage(storageKeys.myPets, JSON.stringify(pets))
}

let seq = 0
const newId = () => `${Date.now().toString(36)}-${(seq++).toString(36)}`

/** Adds a pet (false when the device already keeps the most it may). */
export function addPet(pet: Omit<Pet, 'id'>): Pet | null {
  const { pets } = usePetsStore.getState()
  if (pets.length >= MAX_PETS) return null
  const added = { ...pet, name: pet.name.trim(), id: newId() }
  setPets([...pets, added])
  return added
}

export function changePet(id: string, change: Partial<Omit<Pet, 'id'>>): void {
  const { pets } = usePetsStore.getState()
  setPets(
    pets.map((p) => (p.id === id ? { ...p, ...change, name: (change.name ?? p.name).trim() } : p)),
  )
}

export function removePet(id: string): void {
  setPets(usePetsStore.getState().pets.filter((p) => p.id !== id))
}

// The session store removed the stored list already; the copy in memory follows.
onIdentityChanged(({ previous }) => {
  if (previous !== null) usePetsStore.setState({ pets: [] })
})

export const usePets = (): Pet[] => usePetsStore((state) => state.pets)

/** The pets as they are now, outside React (tests, "Bijna op?"'s rules take them as a parameter). */
export const currentPets = (): Pet[] => usePetsStore.getState().pets

/** Tests only: no pets, in memory and in storage. */
export function resetPets(): void {
  setPets([])
}
