// The single active modal or sidebar: opening one closes whatever was open (spec section 2).
import { create } from 'zustand'

export type ModalName = 'login' | 'forgotPassword' | 'newsletter' | 'mobileMenu' | 'miniCart'

interface ModalState {
  active: ModalName | null
}

export const useModalStore = create<ModalState>(() => ({ active: null }))

export function modalOpened(name: ModalName): void {
  useModalStore.setState({ active: name })
}

export function modalClosed(name?: ModalName): void {
  useModalStore.setState((state) => (name && state.active !== name ? state : { active: null }))
}

export const useActiveModal = () => useModalStore((state) => state.active)
export const useIsModalOpen = (name: ModalName) => useModalStore((state) => state.active === name)
