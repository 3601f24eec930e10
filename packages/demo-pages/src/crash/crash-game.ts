// The curve and the multiplier touch the DOM only when the shown text changes,
// so a mid-range phone keeps 60 frames a second. The page never knows a crash
// point before the round's end.
import { refresh } from './aggregator.js';
import { readJson } from './config.js';
import { placeQueuedBet, wireControls } from './controls.js';
import { curveOn } from './curve.js';
import { $ } from './dom.js';
import { tellFrameHeight } from './frame-height.js';
import { game } from './game-state.js';
import { painter } from './paint.js';

function listenToRounds(streamUrl: string | undefined, catchUp: () => Promise<void>): void {
  if (!streamUrl || !('EventSource' in window)) return;
  const stream = new EventSource(streamUrl);
  stream.addEventListener('round', (event) => {
    try {
      const round = readJson(String(event.data)) as { odd: number; time: number };
      game.landed = { odd: round.odd, time: round.time };
    } catch {
      // A round the page cannot read: the state call below still catches up.
    }
    void catchUp();
  });
}

/** Every frame, or twice a second for a player who asked for less motion. */
function animate(paint: () => void): void {
  const reduced = matchMedia('(prefers-reduced-motion: reduce)');
  const loop = () => {
    if (!reduced.matches) paint();
    requestAnimationFrame(loop);
  };
  requestAnimationFrame(loop);
  setInterval(() => {
    if (reduced.matches) paint();
  }, 500);
}

const main = document.querySelector('main') as HTMLElement;
const paint = painter(curveOn($('curve') as HTMLCanvasElement));
/** The state, then the bet queued during a flight if the next round now takes it. */
const catchUp = () =>
  refresh().then(() => {
    placeQueuedBet(paint);
  });
tellFrameHeight();
wireControls(paint);
listenToRounds(main.dataset.stream, catchUp);
animate(paint);
setInterval(() => void catchUp(), 1000);
void catchUp().then(paint);
