// The operator's public settings (brand, links, mode), read at run time so one
// build serves any operator. `import type` only: the schema module is zod,
// which must stay out of the login chunk (its check loads with the answer).
import type { PublicSettingsResponse } from '@velas/domain/schemas/operator-settings';
import { api } from '../core/api.ts';
import { lazySchema } from '../core/lazySchema.ts';

const publicSettingsResponse = lazySchema(
  async () =>
    (await import('@velas/domain/schemas/operator-settings')).publicSettingsResponseSchema,
);

/** The api caches the answer for 5 minutes; a session does not need to ask again. */
const ONE_DAY_SECONDS = 24 * 60 * 60;

export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    publicSettings: build.query<PublicSettingsResponse, undefined>({
      query: () => 'api/settings/public',
      responseSchema: publicSettingsResponse,
      keepUnusedDataFor: ONE_DAY_SECONDS,
    }),
  }),
});

/** The settings once loaded; undefined while loading or when the call failed (nothing optional is shown). */
export function usePublicSettings(): PublicSettingsResponse | undefined {
  return settingsApi.usePublicSettingsQuery(undefined).data;
}
