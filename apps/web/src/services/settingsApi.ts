// The operator's public settings (brand, links, mode), read at run time so one
// build serves any operator. `import type` only: the schema module is zod,
// which must stay out of the login chunk.
import type { PublicSettingsResponse } from '@velas/domain/schemas/operator-settings';
import { api } from '../core/api';

/** The api caches the answer for 5 minutes; a session does not need to ask again. */
const ONE_DAY_SECONDS = 24 * 60 * 60;

/**
 * The last answer is kept on the device, per build, so the next page renders
 * at once instead of waiting a round trip for it (docs/architecture.md#phone-performance);
 * the call still goes out and its answer replaces the kept one.
 */
const STORAGE_KEY = `velas:public-settings:${import.meta.env.VITE_BUILD_ID ?? 'local'}`;
/** What every screen reads at the top level: a kept answer without one of them is not used. */
const READ_AT_ONCE = [
  'mode',
  'brand',
  'support',
  'salesPages',
  'links',
  'demo',
] as const satisfies readonly (keyof PublicSettingsResponse)[];

function keep(settings: PublicSettingsResponse): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Storage full or refused (private mode): the next page waits for the call.
  }
}

function readKept(): PublicSettingsResponse | undefined {
  try {
    const text = localStorage.getItem(STORAGE_KEY);
    if (text === null) return undefined;
    const kept = JSON.parse(text) as Record<string, unknown> | null;
    if (kept === null || typeof kept !== 'object') return undefined;
    return READ_AT_ONCE.every((key) => key in kept)
      ? (kept as unknown as PublicSettingsResponse)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Read once per page load: the kept answer as it was when the page opened. */
export const keptPublicSettings: PublicSettingsResponse | undefined = readKept();

export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    publicSettings: build.query<PublicSettingsResponse, undefined>({
      query: () => 'api/settings/public',
      keepUnusedDataFor: ONE_DAY_SECONDS,
      async onQueryStarted(_argument, { queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => undefined);
        if (answer !== undefined) keep(answer.data);
      },
    }),
  }),
});

/**
 * The settings once loaded, else the ones kept from the last page; undefined
 * while neither is there or when the call failed (nothing optional is shown).
 */
export function usePublicSettings(): PublicSettingsResponse | undefined {
  const { data, isError } = settingsApi.usePublicSettingsQuery(undefined);
  return data ?? (isError ? undefined : keptPublicSettings);
}
