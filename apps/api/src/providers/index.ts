export { registerDocument } from './document-registry-repository.js';
