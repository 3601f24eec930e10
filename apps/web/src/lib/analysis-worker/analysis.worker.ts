// Web Worker entry: serves the pure analysis functions over comlink. Nothing
// else belongs here, so the worker bundle holds only pure code.
import { analysisApi } from '@velas/analysis/analysis-api';
import { expose } from 'comlink';

expose(analysisApi);
