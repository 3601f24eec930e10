export { auditRowsFiltered, recentAuditRows } from './audit-repository.js';
export {
  ANONYMOUS_ACTOR,
  SYSTEM_ACTOR,
  operatorActor,
  playerActor,
  providerActor,
  staffActor,
} from './audit-actor.js';
export type { AuditActor } from './audit-actor.js';
export { countAuditRow, currentRequestId, recordAudit } from './audit-trail.js';
export { auditVerifyJob } from './audit-verify-job.js';
export { purgeAuditTrail } from './purge-audit.js';
export { chainReportText, verifyAuditChain } from './verify-audit.js';
