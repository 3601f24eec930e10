export { registerDocument } from './document-registry-repository.js';
export type { BarredListProvider, BarredListResult } from './barred-list-provider.js';
export { BARRED_LIST_BASES, httpBarredListProvider } from './barred-list-provider.js';
export type { BarredListAnswer, BarredListBase } from './barred-list.js';
export { barredBases } from './barred-list.js';
export type { DemoOutbox, EmailSender } from './email.js';
export { providersPlugin } from './providers-plugin.js';
export { pickProviders } from './providers.js';
