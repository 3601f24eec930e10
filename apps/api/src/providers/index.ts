// The door of providers/: what the other folders may use of its repositories, which
// they import from here and never from the repository itself
// (docs/architecture.md#api-code-rules).
export { registerDocument } from './document-registry-repository.js';
