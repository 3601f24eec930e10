// The functions the analysis worker serves, in one object: the worker exposes
// it and the client calls it directly when no worker can run.
import { intervalAnalysis, oddsByHour, positionRepeats, timeEstimate } from './day.js';
import { positionOfLast } from './positions.js';
import { describeOdds } from './statistics.js';

export const analysisApi = {
  describeOdds,
  positionOfLast,
  oddsByHour,
  intervalAnalysis,
  positionRepeats,
  timeEstimate,
};

export type AnalysisApi = typeof analysisApi;
