// A family's size guide (issue 51): its measure per size (head circumference, waist, hand, chest,
// neck), and how to measure as the family says it, in a dialog that opens from the size choice.
// Loaded when it is first opened.
import type { ProductView } from '@/api/aspos/product-view'
import { Modal } from '@/components/modal'
import { catalogue } from '@/messages/nl/catalogue'
import { sizeMeasure } from '../variant-choice'

const t = catalogue.variantChoice.sizeGuide

export default function SizeGuide({
  open,
  sizes,
  measureName,
  advice,
  onClose,
}: {
  open: boolean
  sizes: ProductView[]
  /** The measure's name, the Field Code ('Hoofdomtrek', 'Taille' …). */
  measureName: string
  /** How to measure, from the family (its Field 'Maatadvies'); null: the general words. */
  advice: string | null
  onClose: () => void
}) {
  return (
    <Modal open={open} onClose={onClose} title={t.title} size="sm">
      <p className="small">{advice ?? t.measure}</p>
      <table className="table table-sm mb-0">
        <thead>
          <tr>
            <th scope="col">{t.size}</th>
            <th scope="col">{measureName}</th>
          </tr>
        </thead>
        <tbody>
          {sizes.map((s) => (
            <tr key={s.id}>
              <td>{s.variantLabel ?? s.title}</td>
              <td>{sizeMeasure(s)?.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  )
}
