// The app grows the frame by what follows the playing area, so the page
// scrolls once and this page never inside it.
import { config } from './config.js';

export function tellFrameHeight(): void {
  if (window.parent === window) return;
  const below = document.querySelector('.after') as HTMLElement;
  new ResizeObserver(() => {
    const height = Math.ceil(below.getBoundingClientRect().height);
    document.documentElement.style.setProperty('--below', `${String(height)}px`);
    window.parent.postMessage({ type: config.belowMessage, height }, '*');
  }).observe(below);
}
