export { countOnline, recordPresence } from './presence-repository.js';
