// KYC sandbox widget (docs/api/calls.md#kyc-kyc-api-and-its-sandbox-widget):
// document and selfie steps, then the tester picks the outcome. Images stay on
// the device (only previewed); the result is posted to the KYC service and
// announced to the parent window (the app). The entry the build bundles into
// dist/kyc-widget.js, which the api serves at GET kyc-api/widget-assets/widget.js
// for the page that writes the elements it looks up
// (apps/api/src/kyc/widget-page.ts).
import { wirePhotoSteps } from './photo-steps.js';
import { wireResults } from './result-step.js';
import { show, steps } from './steps.js';

wirePhotoSteps();
wireResults();
show(steps[0] ?? 'done');
