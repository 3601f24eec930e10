export { PROVIDER_TIMEOUT_MS, providerClient } from './provider-client.js';
export type { ProviderCallMetrics, ProviderWire } from './provider-client.js';
export { keepRawJsonBody, parseJsonOrUndefined } from './raw-json-body.js';
export { selfFetch, selfUrl } from './self-fetch.js';
export {
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  checkSignature,
  signatureHeaders,
} from './signature.js';
