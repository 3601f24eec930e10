// The setup of this package's own tests: jest-dom's matchers (and their
// types), and a clean page after each component test.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
