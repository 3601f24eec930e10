// Images stay on the device (only previewed); the result is posted to the KYC
// service and announced to the parent window.
import { wirePhotoSteps } from './photo-steps.js';
import { wireResults } from './result-step.js';
import { show, steps } from './steps.js';

wirePhotoSteps();
wireResults();
show(steps[0] ?? 'done');
