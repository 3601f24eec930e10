// jest-dom's matchers, imported here so this app's tests see their types; the
// rest of the setup is shared with the other app (tooling/web-testing/src/setup.ts).
import '@testing-library/jest-dom/vitest';
import { setupComponentTests } from '@velas/web-testing/setup';
import { server } from './server.ts';

setupComponentTests(server);
