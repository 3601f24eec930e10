import { setupServer } from 'msw/node';
import { defaultHandlers } from './handlers.ts';

/** One MSW server for every test file; tests override handlers with server.use(). */
export const server = setupServer(...defaultHandlers);
