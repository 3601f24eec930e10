export { addressKey } from './address-key.js';
export { closingPlugin } from './closing.js';
export { chooseEncoding, encodeBody } from './encoded-body.js';
export type { EncodedBody } from './encoded-body.js';
export {
  domainErrorBody,
  errorHandler,
  sendFrameworkError,
  sendNotFound,
  statusOf,
} from './error-handler.js';
export { escapeHtml } from './escape-html.js';
export type { Framed, IntervalTimers } from './event-stream.js';
export { EventStreams, HEARTBEAT_EVENT, framed } from './event-stream.js';
export { loggerOptions, newRequestId, requestLogHooks } from './logging.js';
export { noStoreHook } from './no-store.js';
export { OPERATOR_KEY_HEADER, operatorOnly } from './operator-key.js';
export { APP_FONT, publicText } from './public-files.js';
export { ADDRESS_SHARE, perAddressLimit, perIpLimit, sharedPerIpLimit } from './rate-limits.js';
export type { SharedLimit } from './rate-limits.js';
export { requestContext, requestContextHook } from './request-context.js';
export { allowedAppOrigins, securityHeaders, securityPlugin } from './security.js';
export { registerZodSchemas, zodSchemas, zodValidatorCompiler } from './zod-compilers.js';
