// The api registers its plugins here, the web app uses these as default base
// URLs and the Vite dev server proxies them.

export type Service = 'platform' | 'users' | 'history' | 'kyc' | 'cep';

export const SERVICE_BASE_PATHS: Record<Service, `/${string}`> = {
  platform: '/',
  users: '/users-api/',
  history: '/history-api/',
  kyc: '/kyc-api/',
  cep: '/cep-api/',
};

export const PLATFORM_PATH_PREFIXES = ['/api/', '/v2/'] as const;

export const API_PATH_PREFIXES: readonly string[] = [
  ...PLATFORM_PATH_PREFIXES,
  ...Object.values(SERVICE_BASE_PATHS).filter((path) => path !== '/'),
  '/health',
];

export function mountPrefix(service: Exclude<Service, 'platform'>): string {
  return SERVICE_BASE_PATHS[service].replace(/\/$/, '');
}
