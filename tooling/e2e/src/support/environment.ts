import { inject } from 'vitest';
import type { E2eEnvironment } from '../harness/provided.js';
import '../harness/provided.js';

export function e2eEnvironment(): E2eEnvironment {
  return inject('e2e');
}
