// Where each service lives. Defaults are the mount points of
// docs/product/platform.md#services-and-mount-points on the app's own origin; VITE_*
// variables, read at build time, point a service elsewhere with no code change.

import { SERVICE_BASE_PATHS, type Service } from '@velas/domain/services';

const env = import.meta.env;

const configuredBase: Record<Service, string | undefined> = {
  platform: env.VITE_PLATFORM_URL,
  users: env.VITE_USERS_URL,
  history: env.VITE_HISTORY_URL,
  kyc: env.VITE_KYC_URL,
  cep: env.VITE_CEP_URL,
};

const withTrailingSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

/** Absolute base URL of a service (absolute so fetch works in every runtime). */
function serviceBaseUrl(service: Service): string {
  const base = configuredBase[service] || SERVICE_BASE_PATHS[service];
  return withTrailingSlash(new URL(base, window.location.origin).toString());
}

/** Absolute URL of a path (no leading slash) on a service. */
export function serviceUrl(service: Service, path: string): string {
  return new URL(path.replace(/^\/+/, ''), serviceBaseUrl(service)).toString();
}

/** The KYC widget posts its result from this origin and no other. */
export function kycOrigin(): string {
  return new URL(serviceBaseUrl('kyc')).origin;
}
