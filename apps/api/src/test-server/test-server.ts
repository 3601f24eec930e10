// The api as the test harnesses start it in a process of its own (the e2e
// flows, the reliability suite): server.ts with the knobs of
// harness-options.ts. Never a production start: `npm start` runs server.ts.
import { enableBuiltCompileCache } from '#/start-up/compile-cache.js';
import { StartUpSteps } from '#/start-up/start-up-steps.js';

const startUp = StartUpSteps.sinceProcessStart();
enableBuiltCompileCache();
const [{ serve }, { harnessOptions }, { readEnvironment }] = await Promise.all([
  import('#/serve.js'),
  import('./harness-options.js'),
  import('#/env.js'),
]);
await serve(startUp, harnessOptions(readEnvironment()));
