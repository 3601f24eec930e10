/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_PLATFORM_URL?: string;
  readonly VITE_USERS_URL?: string;
  readonly VITE_HISTORY_URL?: string;
  readonly VITE_KYC_URL?: string;
  readonly VITE_CEP_URL?: string;
  /** Names the deploy (lib/pwa/registerServiceWorker.ts). */
  readonly VITE_BUILD_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
