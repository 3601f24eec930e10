// The api's entry (`npm start`, dist/server.js). The compile cache is on
// before the app's modules load (docs/operations/start-up.md#start-up), so
// every other import is dynamic; the build compiles the same modules into the
// cache (commands/compile-cache-command.ts).
import { enableBuiltCompileCache } from '#/start-up/compile-cache.js';
import { StartUpSteps } from '#/start-up/start-up-steps.js';

const startUp = StartUpSteps.sinceProcessStart();
enableBuiltCompileCache();
const { serve } = await import('#/serve.js');
await serve(startUp);
