// The frame's sandbox gives it an opaque origin, so its calls are simple
// text/plain POSTs answered with CORS; its CSP pins its script file and inline style.
import { createHash } from 'node:crypto';
import { PINK_THRESHOLD } from '@velas/domain/constants';
import { CANDLE_COLOURS, darkPalette as C, FONT_STACK } from '@velas/domain/design-tokens';
import { GAME_BELOW_MESSAGE } from '@velas/domain/game-link';
import { crashPageTexts as T } from '@velas/domain/messages/games';
import { fill } from '@velas/domain/messages/sentences';
import { centsAsMoneyInput, formatCents, toCents, type Cents } from '@velas/domain/money';
import { GROWTH_PER_MS } from '#/history/simulator/schedule.js';
import { demoPageScript } from '#/http/demo-page-scripts.js';
import { APP_FONT } from '#/http/public-files.js';
import { CRASH_BET_CENTS, CRASH_FIRST_BET_CENTS, CRASH_QUICK_CENTS } from './crash-rules.js';

/**
 * The game's colours: the app's candle colours and its dark set's loss
 * so the frame reads as part of the app.
 */
const COLOURS = {
  low: CANDLE_COLOURS.info,
  mid: CANDLE_COLOURS.purple,
  high: CANDLE_COLOURS.primary,
  curve: CANDLE_COLOURS.primary,
  crashed: C.loss,
};

/**
 * The page's script, built from packages/demo-pages/src/crash,
 * and what it is handed: the texts of @velas/domain/messages/games, whose
 * {placeholders} it fills, the colours and the curve's growth.
 */
export const CRASH_SCRIPT = demoPageScript('crash-game.js');
/**
 * The app's font: the frame's opaque origin cannot use the app's copy, so the
 * page loads it from its server.
 */
export const CRASH_FONT = APP_FONT;
const CONFIG = JSON.stringify({
  texts: T,
  colours: COLOURS,
  pink: PINK_THRESHOLD,
  growth: GROWTH_PER_MS,
  bet: CRASH_BET_CENTS,
  belowMessage: GAME_BELOW_MESSAGE,
}).replace(/</g, '\\u003c');

// The app's dark set and font (@velas/domain/design-tokens): a bet in the gain
// green, the cash-out in the warning amber, apart from it. `--below` is the
// height of what follows the game (the player's rounds): the game takes the
// frame's height less that, and the app grows the frame by it (the script
// tells it: packages/demo-pages/src/crash/frame-height.ts), so neither the
// frame nor the page scrolls inside the other.
const STYLE = `
@font-face { font-family: 'Figtree Variable'; font-style: normal; font-display: swap; font-weight: 300 900; src: url(crash/figtree-ptbr-wght.woff2) format('woff2-variations'); }
* { box-sizing: border-box; }
body { margin: 0; background: ${C.bg}; color: ${C.text}; font: 16px ${FONT_STACK}; overflow-x: hidden; }
h1 { margin: 0; font-size: 1.125rem; }
.play { height: calc(100vh - var(--below, 0px)); min-height: 22rem; display: flex; flex-direction: column; }
.demo { flex: none; margin: 0; padding: .375rem .75rem; background: ${C.warning}; color: ${C.bg}; font-weight: 700; text-align: center; font-size: .8125rem; line-height: 1.3; text-wrap: balance; }
main { flex: 1; min-height: 0; display: flex; flex-direction: column; gap: .625rem; padding: .625rem 1rem .75rem; max-width: 28rem; width: 100%; margin: 0 auto; }
main > * { flex: none; }
.top { display: flex; justify-content: space-between; align-items: baseline; gap: .5rem; }
#balance { margin: 0; color: ${C.muted}; font-variant-numeric: tabular-nums; white-space: nowrap; }
#recent { display: flex; align-items: center; gap: .375rem; margin: 0; padding: 0; list-style: none; overflow: hidden; min-height: 1.75rem; mask-image: linear-gradient(to right, #000 85%, transparent); }
#recent li { flex: none; padding: .25rem .5rem; line-height: 1.25; border-radius: 999px; color: #000; font-weight: 700; font-size: .8125rem; font-variant-numeric: tabular-nums; white-space: nowrap; }
.stage { position: relative; flex: 1 1 0; min-height: 6rem; max-height: 22rem; border-radius: 16px; background: ${C.surface}; overflow: hidden; }
#curve { position: absolute; inset: 0; width: 100%; height: 100%; }
#multiplier { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; margin: 0; padding: 0 .5rem; font-size: clamp(2rem, 11vw, 3.25rem); font-weight: 800; font-variant-numeric: tabular-nums; white-space: nowrap; text-shadow: 0 2px 8px #000a; }
/* "Caiu em 44,78x" and "Decola em 3 s" are words: a smaller size keeps them inside a 360 px phone's stage. */
#multiplier[data-tone="crashed"], #multiplier[data-tone="waiting"] { font-size: clamp(1.5rem, 8vw, 2.25rem); }
#multiplier[data-tone="crashed"] { color: ${C.loss}; }
#multiplier[data-tone="waiting"] { color: ${C.muted}; }
/* Nothing to show under the curve (no cash-out, no result, no notice): no empty gap, the curve takes the room.
   The empty notice stays displayed, a live region a screen reader hears when it speaks: only its gap is taken back. */
.slot { display: flex; flex-direction: column; justify-content: center; }
.slot:not(:has(> :not([hidden]):not(:empty))) { display: none; }
#notice:empty { margin-top: -.625rem; }
#cashout { min-height: 56px; border: 0; border-radius: 8px; background: ${C.warning}; color: ${C.bg}; font: inherit; font-size: 1.125rem; font-weight: 800; white-space: nowrap; }
#cashout[hidden] { display: none; }
#result { margin: 0; text-align: center; font-size: 1.125rem; font-weight: 700; text-wrap: balance; }
#result:empty { display: none; }
#result[data-tone="gain"] { color: ${C.gain}; }
#result[data-tone="loss"] { color: ${C.loss}; }
#notice { margin: 0; color: ${C.loss}; }
.chips { display: grid; grid-template-columns: repeat(5, 1fr); gap: .375rem; }
.chips button { min-height: 44px; padding: 0 .25rem; border: 1px solid ${C.control}; border-radius: 999px; background: ${C.raised}; color: ${C.text}; font: inherit; font-size: .875rem; font-weight: 700; white-space: nowrap; font-variant-numeric: tabular-nums; }
/* Words a screen reader says after a chip's symbol; its visible text stays the start of its name. */
.spoken { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.form { display: grid; grid-template-columns: 1fr 1fr; gap: .5rem; align-items: end; }
label { display: flex; flex-direction: column; gap: .25rem; font-size: .8125rem; line-height: 1.25; color: ${C.muted}; min-width: 0; }
input { min-height: 48px; width: 100%; padding: .5rem .75rem; border-radius: 8px; border: 1px solid ${C.control}; background: ${C.raised}; color: ${C.text}; font: inherit; font-size: 1rem; font-variant-numeric: tabular-nums; min-width: 0; }
#bet { min-height: 56px; border: 0; border-radius: 8px; background: ${C.gain}; color: ${C.bg}; font: inherit; font-size: 1.125rem; font-weight: 800; }
/* A queued bet: the button now cancels it, so it no longer reads as the green bet. */
#bet[data-action="cancel"] { background: ${C.raised}; color: ${C.text}; box-shadow: inset 0 0 0 2px ${C.loss}; }
#bet:disabled, #cashout:disabled { background: ${C.raised}; color: ${C.muted}; }
.chips button:disabled { color: ${C.muted}; border-style: dashed; }
.after { max-width: 28rem; margin: 0 auto; padding: .75rem 1rem 1rem; }
ul { margin: 0; padding-left: 1.25rem; color: ${C.muted}; font-size: .875rem; line-height: 1.6; }
li[data-tone="gain"] { color: ${C.gain}; }
li[data-tone="loss"] { color: ${C.loss}; }
`;

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Its own CSP: its script file from its own server, its inline style by hash, calls only to the page's own server. */
export function crashPagePolicy(appOrigin: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src ${hash(STYLE)}`,
    "font-src 'self'",
    `connect-src 'self' ${new URL(appOrigin).origin}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** "R$ 5" on the chip, "Apostar R$ 5,00" to a screen reader; the amount never splits. */
function quickChip(cents: Cents): string {
  const whole = `R$\u00a0${String(cents / 100)}`;
  return `<button type="button" data-cents="${String(cents)}" aria-label="${fill(T.quickAmountLabel, { valor: formatCents(cents) })}">${whole}</button>`;
}

/** `streamPath`: the live rounds stream of the house the game plays. */
export function crashPage(streamPath: string): string {
  return `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${T.title}</title>
<style>${STYLE}</style>
</head>
<body>
<div class="play">
<p class="demo">${T.demoBanner}</p>
<main data-stream="${escapeAttribute(streamPath)}">
  <div class="top"><h1>${T.heading}</h1><p id="balance"></p></div>
  <ol id="recent" aria-label="${T.recentLabel}"></ol>
  <div class="stage">
    <canvas id="curve" role="img" aria-label="${T.stageLabel}"></canvas>
    <p id="multiplier" aria-live="off">…</p>
  </div>
  <div class="slot">
    <button id="cashout" type="button" hidden></button>
    <p id="result" aria-live="polite"></p>
  </div>
  <p id="notice" role="status"></p>
  <div class="form">
    <label>${T.amountLabel}<input id="amount" inputmode="decimal" value="${centsAsMoneyInput(CRASH_FIRST_BET_CENTS)}"></label>
    <label>${T.autoLabel}<input id="auto" inputmode="decimal" placeholder="${T.autoPlaceholder}"></label>
  </div>
  <div class="chips" role="group" aria-label="${T.quickAmountsLabel}">
    <button type="button" data-scale="0.5">${T.halveAmount}<span class="spoken">, ${T.halveAmountLabel}</span></button>
    <button type="button" data-scale="2">${T.doubleAmount}<span class="spoken">, ${T.doubleAmountLabel}</span></button>
    ${CRASH_QUICK_CENTS.map((cents) => quickChip(toCents(cents))).join('\n    ')}
  </div>
  <button id="bet" type="button" disabled>${T.loading}</button>
</main>
</div>
<section class="after">
  <ul id="bets" aria-label="${T.betsLabel}"></ul>
</section>
<script type="application/json" id="crash-config">${CONFIG}</script>
<script src="crash/crash-game.js"></script>
</body>
</html>`;
}
