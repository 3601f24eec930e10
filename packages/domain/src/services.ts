// Where each service of docs/product/platform.md#services-and-mount-points is mounted on
// the app's own origin (docs/product/platform.md#services-and-mount-points). The api
// registers its plugins here, the web app uses these as default base URLs and
// the Vite dev server proxies them to the api.

export type Service = 'platform' | 'users' | 'history' | 'kyc' | 'cep';

/** Base path of each service; a VITE_* variable may point the web app elsewhere. */
export const SERVICE_BASE_PATHS: Record<Service, `/${string}`> = {
  platform: '/',
  users: '/users-api/',
  history: '/history-api/',
  kyc: '/kyc-api/',
  cep: '/cep-api/',
};

/** The platform service sits at the root, so its own paths start with these. */
export const PLATFORM_PATH_PREFIXES = ['/api/', '/v2/'] as const;

/** Every path prefix the api answers under (services plus its health check). */
export const API_PATH_PREFIXES: readonly string[] = [
  ...PLATFORM_PATH_PREFIXES,
  ...Object.values(SERVICE_BASE_PATHS).filter((path) => path !== '/'),
  '/health',
];

/** A base path as a Fastify plugin prefix ("/users-api/" -> "/users-api"). */
export function mountPrefix(service: Exclude<Service, 'platform'>): string {
  return SERVICE_BASE_PATHS[service].replace(/\/$/, '');
}
