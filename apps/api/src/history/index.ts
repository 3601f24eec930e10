export { chainById, rebuildChain } from './chains-repository.js';
