// In the app's frame: the playing area takes the frame's height less what
// follows it (the rounds list), and the app grows the frame by that much, so
// the page scrolls once and this page never inside it. Alone in a tab the
// page scrolls as any page does.
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
