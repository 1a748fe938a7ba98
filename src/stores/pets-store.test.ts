import { beforeEach, describe, expect, it } from 'vitest'
import { storageKeys } from '@/lib/storage'
import { addPet, changePet, currentPets, readPets, removePet, resetPets } from './pets-store'

describe('pets store', () => {
  beforeEach(() => resetPets())

  it('adds, changes and removes a pet, and keeps them in localStorage', () => {
    const minoes = addPet({ name: ' Minoes ', species: 'Kat', weightGrams: 4500 })!
    expect(minoes.name).toBe('Minoes')
    changePet(minoes.id, { weightGrams: 5000 })
    expect(readPets(localStorage.getItem(storageKeys.myPets))).toEqual([
      { ...minoes, weightGrams: 5000 },
    ])
    removePet(minoes.id)
    expect(currentPets()).toEqual([])
  })

  it('drops a bad stored value instead of crashing', () => {
    expect(readPets('{not json')).toEqual([])
    expect(readPets('{"a":1}')).toEqual([])
    const good = { id: 'a', name: 'Bello', species: 'Hond', weightGrams: 20000 }
    expect(
      readPets(
        JSON.stringify([
          good,
          { ...good, id: 'b', species: 'Draak' },
          { ...good, id: 'c', weightGrams: 200000 },
          { ...good, id: 'd', name: '' },
          { ...good, id: 'e', weightGrams: 'veel' },
          null,
        ]),
      ),
    ).toEqual([good])
  })
})
