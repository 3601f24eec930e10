// The two sizes every flow runs at (issue 8 §3).
import type { BrowserContextOptions } from 'playwright-core';

export interface Viewport {
  name: 'phone' | 'desktop';
  options: BrowserContextOptions;
}

const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

export const PHONE: Viewport = {
  name: 'phone',
  options: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent: PHONE_AGENT,
  },
};

export const DESKTOP: Viewport = {
  name: 'desktop',
  options: { viewport: { width: 1366, height: 768 } },
};

export const VIEWPORTS = [PHONE, DESKTOP] as const;
