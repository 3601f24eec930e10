// Web Worker entry: serves the pure analysis functions over comlink. Nothing
// else belongs here, so the worker bundle holds only pure code.
import { expose } from 'comlink';
import { analysisApi } from './analysis-api.js';

expose(analysisApi);
