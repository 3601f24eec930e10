import type { BrowserContextOptions } from 'playwright-core';

export interface Viewport {
  /** Names the artifacts' folder: 'phone', 'desktop', or a size such as '360x740'. */
  name: string;
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

export function phoneOf(width: number, height: number): Viewport {
  return {
    name: `${width}x${height}`,
    options: { ...PHONE.options, viewport: { width, height } },
  };
}

export const DESKTOP: Viewport = {
  name: 'desktop',
  options: { viewport: { width: 1366, height: 768 } },
};

export const VIEWPORTS = [PHONE, DESKTOP] as const;
