import { setupServer } from 'msw/node';

/** The ops listener as the tests see it (vitest.config.ts's jsdom url). */
export const OPS = 'http://127.0.0.1:3100/ops-api';

/** One MSW server for every test file; each test adds its calls with server.use(). */
export const server = setupServer();
