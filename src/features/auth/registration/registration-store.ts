// Progress of the registration wizard, kept while moving between its steps (and over a reload via
// sessionStorage). The password is kept in memory only: it never lands in storage. Every change of
// identity (login, logout, expiry) forgets the draft: the stored copy through the session's list of
// personal keys, the copy in memory here.
import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { sessionStorageKeys } from '@/lib/storage'
import { onIdentityChanged } from '@/stores/session-store'

export interface RegistrationDraft {
  email: string
  password: string
  firstName: string
  middleName: string
  lastName: string
  loyaltyCard: boolean | null
  source: string
  pets: string[]
  phone: string
  birthDate: string
  newsletter: boolean
}

export const emptyDraft: RegistrationDraft = {
  email: '',
  password: '',
  firstName: '',
  middleName: '',
  lastName: '',
  loyaltyCard: null,
  source: '',
  pets: [],
  phone: '',
  birthDate: '',
  newsletter: false,
}

interface RegistrationState {
  draft: RegistrationDraft
}

const REGISTRATION_STORAGE_KEY = sessionStorageKeys.registrationDraft

const useRegistrationStore = create<RegistrationState>()(
  persist(() => ({ draft: { ...emptyDraft } }), {
    name: REGISTRATION_STORAGE_KEY,
    storage: createJSONStorage(() => sessionStorage),
    partialize: (state) => ({ draft: { ...state.draft, password: '' } }),
    merge: (persisted, current) => {
      const saved = (persisted as Partial<RegistrationState> | undefined)?.draft
      return {
        ...current,
        draft: {
          ...emptyDraft,
          ...(saved && typeof saved === 'object' ? saved : {}),
          password: '',
        },
      }
    },
  }),
)

export function draftUpdated(changes: Partial<RegistrationDraft>): void {
  useRegistrationStore.setState((state) => ({ draft: { ...state.draft, ...changes } }))
}

export function draftCleared(): void {
  useRegistrationStore.setState({ draft: { ...emptyDraft } })
  useRegistrationStore.persist.clearStorage()
}

// One person's name and address never pre-fill the wizard for the next (the session removes the
// stored copy after this reset has written its empty state).
onIdentityChanged(() => useRegistrationStore.setState({ draft: { ...emptyDraft } }))

export const useDraft = () => useRegistrationStore((state) => state.draft)
