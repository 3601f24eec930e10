import { mediaQueries } from '../core/theme/media.ts';

/** Whether the person asked the system for less motion (carousel autoplay, chart animation). */
export function prefersReducedMotion(): boolean {
  return window.matchMedia(mediaQueries.reducedMotion).matches;
}
