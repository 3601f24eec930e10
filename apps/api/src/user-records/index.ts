export { userRecordsPlugin } from './user-records-plugin.js';
