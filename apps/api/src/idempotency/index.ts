export { idempotencyPlugin } from './idempotency-plugin.js';
export { ABANDONED_AFTER_MS } from './idempotent-request.js';
export { requestFingerprint } from './request-fingerprint.js';
