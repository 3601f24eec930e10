// The door of staff/: what the other folders may use of its repositories, which
// they import from here and never from the repository itself
// (docs/architecture.md#api-code-rules).
export { deleteUnusedStaff, listStaff, staffByEmail } from './staff-repository.js';
