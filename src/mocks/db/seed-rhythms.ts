// Order histories with a rhythm, for "Bijna op?": dated relative to the day the seed is made (the
// mock's clock is the real one, the same the shop's pages read), so on any day something is due and
// something is not. Deterministic for a given day: createSeed(now) calls rhythmOrders(now).
//
//   demo (Sanne)   1032 dog food: every ~5 weeks, 2 bags now and then (2 last time) → due in 4 days
//                  1082 cat litter: every 3 weeks, ordered 3 days ago                 → not due
//                  1154 hay: every 2 weeks, last 17 days ago                          → overdue (al op)
//                  1076 cat food: every 2 weeks, last 17 days ago, SOLD OUT           → overdue, alternatives
//                  8002 rabbit pellets: every 4 weeks, NO LONGER SOLD                 → left out
//   loyaal (Joost) 1098 horse feed: every 4 weeks                                     → due in 2 days
//                  1154 hay: 2 bales every 4 weeks (14 days a bale)                   → due in 2 days
//                  1105 horse treats: every 8 weeks                                   → not due
//   pieter         1189 fish flakes: every 3 weeks                                    → overdue (al op)
//                  1158 bedding: 2 bags every 3 weeks                                 → overdue (al op)
//                  1150 hamster food: every 6 weeks                                   → not due
//   nieuw (Lotte)  no orders: nothing.
import { addShopDays, shopDate, shopInstant, shopIsoString } from '@/lib/clock'
import { site } from '@/config/site'
import { goneLine, joostHome, line, order, pieterHome, sanneHome } from './seed-stores-people'
import type { AddressDto, OrderDto, OrderLineDto } from './types'

/** The products of the rhythms, named where flows and tests need them. */
export const rhythmProducts = {
  dogFood: 1032,
  catLitter: 1082,
  hay: 1154,
  soldOutCatFood: 1076,
  goneRabbitPellets: 8002,
  horseFeed: 1098,
  horseTreats: 1105,
  fishFlakes: 1189,
  bedding: 1158,
  hamsterFood: 1150,
} as const

const p = rhythmProducts

interface Customer {
  customerId: number
  email: string
  address: AddressDto
  /** Order numbers DW-<prefix><nn>, ids from `firstId`. */
  prefix: string
  firstId: number
  /** [days before today, lines] */
  orders: [number, OrderLineDto[]][]
}

// Dense seed table: one order per line, oldest first.
// prettier-ignore
const customers: Customer[] = [
  {
    customerId: 1, email: site.email('demo'), address: sanneHome, prefix: '2610', firstId: 21,
    orders: [
      [206, [line(p.dogFood, 1)]],
      [171, [line(p.dogFood, 1)]],
      [137, [line(p.dogFood, 2)]],
      [108, [line(p.catLitter, 1)]],
      [87, [line(p.catLitter, 1)]],
      [73, [line(p.hay, 1)]],
      [66, [line(p.dogFood, 2), line(p.catLitter, 1)]],
      [59, [line(p.hay, 1), goneLine(p.goneRabbitPellets, 1)]],
      [45, [line(p.hay, 1), line(p.catLitter, 1), line(p.soldOutCatFood, 1)]],
      [31, [line(p.hay, 1), line(p.soldOutCatFood, 1), goneLine(p.goneRabbitPellets, 1)]],
      [24, [line(p.catLitter, 1)]],
      [17, [line(p.hay, 1), line(p.soldOutCatFood, 1)]],
      [3, [line(p.catLitter, 1)]],
    ],
  },
  {
    customerId: 2, email: site.email('loyaal'), address: joostHome, prefix: '2630', firstId: 41,
    orders: [
      [110, [line(p.horseFeed, 1), line(p.hay, 2)]],
      [82, [line(p.horseFeed, 1), line(p.hay, 2), line(p.horseTreats, 1)]],
      [54, [line(p.horseFeed, 1), line(p.hay, 2)]],
      [26, [line(p.horseFeed, 1), line(p.hay, 2), line(p.horseTreats, 1)]],
    ],
  },
  {
    customerId: 4, email: 'pieter@voorbeeld.nl', address: pieterHome, prefix: '2640', firstId: 61,
    orders: [
      [64, [line(p.fishFlakes, 1), line(p.bedding, 2), line(p.hamsterFood, 1)]],
      [43, [line(p.fishFlakes, 1), line(p.bedding, 2)]],
      [22, [line(p.fishFlakes, 1), line(p.bedding, 2), line(p.hamsterFood, 1)]],
    ],
  },
]

/** 10:15 in Amsterdam on a shop date, with the shop's offset, as the service writes order dates. */
function orderDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number)
  return shopIsoString(
    shopInstant({ year: year!, month: month!, day: day!, hour: 10, minute: 15, second: 0 }),
  )
}

/** The rhythm orders, dated relative to `now`'s shop date. */
export function rhythmOrders(now: Date): OrderDto[] {
  const today = shopDate(now)
  return customers.flatMap((c) =>
    c.orders.map(([daysAgo, lines], index) =>
      order({
        id: c.firstId + index,
        number: `DW-${c.prefix}${String(index + 1).padStart(2, '0')}`,
        customerId: c.customerId,
        email: c.email,
        date: orderDate(addShopDays(today, -daysAgo)),
        status: daysAgo > 7 ? 'Afgeleverd' : 'Verzonden',
        lines,
        invoice: c.address,
        delivery: c.address,
        payment: 'ideal',
      }),
    ),
  )
}
