// A cap's size guide (issue 51): head circumference per size, and how to measure, in a dialog that
// opens from the size choice. Loaded when it is first opened.
import type { ProductView } from '@/api/aspos/product-pricing'
import { Modal } from '@/components/modal'
import { catalogue } from '@/messages/nl/catalogue'
import { sizeMeasure } from '../variant-choice'

const t = catalogue.variantChoice.sizeGuide

export default function SizeGuide({
  open,
  sizes,
  onClose,
}: {
  open: boolean
  sizes: ProductView[]
  onClose: () => void
}) {
  return (
    <Modal open={open} onClose={onClose} title={t.title} size="sm">
      <p className="small">{t.measure}</p>
      <table className="table table-sm mb-0">
        <thead>
          <tr>
            <th scope="col">{t.size}</th>
            <th scope="col">{t.headCircumference}</th>
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
