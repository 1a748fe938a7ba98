// What a due product offers on the home rail and in the account block: one tap adds the quantity
// bought last time (one batch), unless it is sold out; "Later" and "Niet meer voorstellen" put it
// aside.
import { runningOut as t } from '@/messages/nl/running-out'
import { BulkAddButton } from '@/features/cart/components/bulk-add-button'
import { ChoiceButtons } from '@/features/running-out/components/due-parts'
import type { DueItem } from '@/features/running-out/rhythm'
import { addLineOf, lastQuantityOf } from '@/features/running-out/reminder'
import type { useChoiceFeedback } from './running-out-choices'

export function DueActions({
  item,
  feedback,
}: {
  item: DueItem
  feedback: Pick<ReturnType<typeof useChoiceFeedback>, 'later' | 'never'>
}) {
  return (
    <>
      {!item.soldOut && (
        <BulkAddButton
          lines={[addLineOf(item)]}
          label={t.add}
          context={t.addFor(lastQuantityOf(item), item.product.title)}
          size="sm"
        />
      )}
      <ChoiceButtons item={item} onLater={feedback.later} onNever={feedback.never} />
    </>
  )
}
