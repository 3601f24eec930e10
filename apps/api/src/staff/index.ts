export { deleteUnusedStaff, listStaff, staffByEmail } from './staff-repository.js';
