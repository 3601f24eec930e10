// Where each service of spec §7 lives. Defaults are the mount points of
// decisions §2 on the app's own origin; VITE_* variables, read at build time,
// point a service elsewhere with no code change.

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

/**
 * The api's Pix sandbox is on by default (CONTRACTS); a build that talks to a
 * real Pix provider sets VITE_PIX_SANDBOX=false so the test-only pay button
 * disappears.
 */
export const pixSandbox = env.VITE_PIX_SANDBOX !== 'false';

/** External links of the product (spec §2). */
export const links = {
  /** Chat-app support conversation; the number is configuration (spec §9 does not reproduce it). */
  supportChat: env.VITE_SUPPORT_CHAT_URL || 'https://wa.me/',
  instagram: env.VITE_INSTAGRAM_URL || 'https://www.instagram.com/',
  officialSite: env.VITE_OFFICIAL_SITE_URL || '/auth/presentation',
  community: env.VITE_COMMUNITY_URL || 'https://chat.whatsapp.com/',
  lessons: env.VITE_LESSONS_URL || 'https://www.youtube.com/',
  /** Where game frames fall back to when no launch link was obtained (spec §2). */
  bettingSite: env.VITE_BETTING_SITE_URL || 'about:blank',
} as const;

/** A support conversation with a prefilled message, e.g. citing the screen. */
export function supportLink(message: string): string {
  const url = new URL(links.supportChat);
  url.searchParams.set('text', message);
  return url.toString();
}
