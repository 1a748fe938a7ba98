// The commerce service's common config: Regions and the Config key/value list (for example
// CustomerGroups.Loyalty, the customer group codes that make a loyalty customer). zod/mini, like
// the rest of the api layer: classic zod is left to the mocks and tests.
import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { lazy } from '@/lib/lazy'
import { request } from '../http'

/** A config value as a string, whatever scalar the service sends (a number, a flag). */
const configValue = lazy(() =>
  z.pipe(
    z.nullish(z.union([z.string(), z.number(), z.boolean()])),
    z.transform((value: string | number | boolean | null | undefined) =>
      value == null ? '' : String(value),
    ),
  ),
)

/**
 * The spec names Config without its shape: a flat map (`{ 'CustomerGroups.Loyalty': 'LOYAL' }`,
 * our service) or a list of key/value pairs (`[{ Key, Value }]`); both become the map.
 */
const configMapSchema = lazy(() =>
  z.union([
    z.record(z.string(), configValue()),
    z.pipe(
      z.array(z.object({ Key: z.string(), Value: configValue() })),
      z.transform((pairs: { Key: string; Value: string }[]) =>
        Object.fromEntries(pairs.map((pair) => [pair.Key, pair.Value])),
      ),
    ),
  ]),
)

export const configDtoSchema = lazy(() =>
  z.object({
    Success: z._default(z.boolean(), true),
    Regions: z._default(z.array(z.object({ Code: z.string(), Name: z.string() })), []),
    Config: z._default(configMapSchema(), {}),
  }),
)
export type ConfigDto = z.infer<ReturnType<typeof configDtoSchema>>

export interface CommonConfig {
  regions: { code: string; name: string }[]
  values: Record<string, string>
}

function mapConfig(dto: ConfigDto): CommonConfig {
  return { regions: dto.Regions.map((r) => ({ code: r.Code, name: r.Name })), values: dto.Config }
}

const LOYALTY_GROUPS_KEY = 'CustomerGroups.Loyalty'

/** 'LOYAL, GOLD|SILVER' → ['LOYAL', 'GOLD', 'SILVER'] (comma or pipe separated, trimmed). */
export function loyaltyGroupCodes(config: Pick<CommonConfig, 'values'>): string[] {
  return (config.values[LOYALTY_GROUPS_KEY] ?? '')
    .split(/[,|]/)
    .map((code) => code.trim())
    .filter(Boolean)
}

/** A loyalty customer is one whose customer group code is in CustomerGroups.Loyalty (case-insensitive). */
export function isLoyaltyGroup(groupCode: string, config: Pick<CommonConfig, 'values'>): boolean {
  const wanted = groupCode.trim().toUpperCase()
  return wanted !== '' && loyaltyGroupCodes(config).some((code) => code.toUpperCase() === wanted)
}

export async function fetchConfig(signal?: AbortSignal): Promise<CommonConfig> {
  return mapConfig(await request('/api/aspos/common/config', { schema: configDtoSchema(), signal }))
}

export const configQueries = {
  all: () => ['config'] as const,
  detail: () =>
    queryOptions({
      queryKey: [...configQueries.all(), 'detail'] as const,
      queryFn: ({ signal }) => fetchConfig(signal),
      // Concurrent callers share the one load; the config rarely changes.
      staleTime: 60 * 60_000,
    }),
}
