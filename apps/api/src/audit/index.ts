export { auditRowsFiltered, recentAuditRows } from './audit-repository.js';
