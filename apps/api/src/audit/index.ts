// The door of audit/: what the other folders may use of its repositories, which
// they import from here and never from the repository itself
// (docs/architecture.md#api-code-rules).
export { auditRowsFiltered, recentAuditRows } from './audit-repository.js';
