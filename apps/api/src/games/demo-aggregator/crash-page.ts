// The demo crash game's page (docs/product.md#demo-crash-game), served by the
// demo aggregator and opened in the game frame. One column for a phone held
// in one hand: the strip of the house's last rounds, the curve drawn on a
// canvas with the multiplier over it, the cash-out in its own colour right
// under the curve, and the bet form at the bottom within the thumb's reach.
// That play area is exactly the frame's height (the web app sizes the frame
// to the screen under its bars), the curve taking what the rest leaves, so
// nothing a round needs is ever below the fold; the player's last rounds and
// the responsible-play line come after it.
// It says on screen that it is a demo without real money.
//
// The curve and the multiplier move on requestAnimationFrame and touch the
// DOM only when the shown text changes, so a mid-range phone keeps 60 frames
// a second (the phone bench's crash-frames check); with prefers-reduced-motion
// they step twice a second instead. The page never knows a crash point before
// the round's end: the live rounds stream tells it the instant the round
// crashed, and its state call every second catches up without the stream.
//
// The frame's sandbox gives it an opaque origin: its calls are simple
// cross-origin POSTs (text/plain) that the game's routes answer with CORS.
// Its own CSP pins its inline script and style by hash.
import { createHash } from 'node:crypto';
import { PINK_THRESHOLD } from '@velas/domain/constants';
import { crashPageTexts as T } from '@velas/domain/messages';

/** The game's colours: the candle colours of the app (docs/design.md), a cash-out apart from the bet's green. */
const COLOURS = {
  low: '#3b9bff',
  mid: '#b77cf6',
  high: '#f472c6',
  curve: '#f472c6',
  crashed: '#ff6b6b',
};

/** The page's texts live in @velas/domain/messages (games.ts); the script fills {placeholders} in them. */
const CONSTANTS = `const T = ${JSON.stringify(T)};
const C = ${JSON.stringify(COLOURS)};
const PINK = ${String(PINK_THRESHOLD)};
const GROWTH = 0.00006;
const fill = (text, values) => text.replace(/\\{(\\w+)\\}/g, (_, key) => String(values[key]));`;

const SCRIPT = `${CONSTANTS}
const main = document.querySelector('main');
const session = new URLSearchParams(location.search).get('session') || '';
const $ = (id) => document.getElementById(id);
// One formatter for every frame: toLocaleString would build one per call.
const reais = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const brl = (cents) => reais.format(cents / 100);
const times = (m) => m.toFixed(2).replace('.', ',') + 'x';
const multiplierAt = (ms) => Math.floor(100 * Math.exp(GROWTH * ms)) / 100;
const put = (element, text) => { if (element.textContent !== text) element.textContent = text; };
const mark = (element, tone) => { if (element.dataset.tone !== tone) element.dataset.tone = tone; };
const reduced = matchMedia('(prefers-reduced-motion: reduce)');
let state = null, offset = 0, busy = false, landed = null, recentKey = '', betsKey = '';

/** What a settled bet did, in words: a win's profit and the prize received, or the loss. */
function outcome(bet) {
  const net = (bet.winCents || 0) - bet.amountCents;
  if (net > 0) return fill(T.profit, { valor: brl(net), recebido: brl(bet.winCents) });
  if (net === 0) return T.breakEven;
  return fill(T.loss, { valor: brl(-net) });
}
function betLine(bet) {
  if (bet.winCents > 0 && bet.roundId === null) return fill(T.roundPaidInFlight, { x: times(bet.cashout), resultado: outcome(bet) });
  if (bet.winCents > 0) return fill(T.roundWon, { rodada: bet.roundId, queda: times(bet.crashPoint), x: times(bet.cashout), resultado: outcome(bet) });
  return fill(T.roundLost, { rodada: bet.roundId, queda: times(bet.crashPoint), resultado: outcome(bet) });
}
function resultLine(bet) {
  if (!bet || !bet.settled) return '';
  if (bet.winCents > 0) return fill(T.resultCashedOut, { x: times(bet.cashout), resultado: outcome(bet) });
  return fill(T.resultLost, { queda: times(bet.crashPoint), resultado: outcome(bet) });
}
const tone = (odd) => (odd < 2 ? C.low : odd < PINK ? C.mid : C.high);

const canvas = $('curve');
const context = canvas.getContext('2d');
let width = 0, height = 0, drawn = -1;
// The curve is redrawn every frame on the main thread: a taller stage gets
// fewer device pixels per CSS pixel, so a frame costs what the phone bench measured.
const MAX_CANVAS_PIXELS = 260000;
function resize() {
  const box = canvas.getBoundingClientRect();
  width = box.width; height = box.height;
  const ratio = Math.min(2, window.devicePixelRatio || 1, Math.sqrt(MAX_CANVAS_PIXELS / Math.max(1, width * height)));
  canvas.width = Math.round(width * ratio); canvas.height = Math.round(height * ratio);
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  // A resized canvas is blank: draw again on the next frame.
  drawn = -1;
}
new ResizeObserver(resize).observe(canvas);
resize();
function drawCurve(elapsed, colour) {
  if (elapsed === drawn) return;
  drawn = elapsed;
  context.clearRect(0, 0, width, height);
  if (elapsed <= 0 || width === 0) return;
  const pad = 14;
  const spanMs = Math.max(8000, elapsed * 1.15);
  const top = Math.max(2, 1 + (Math.exp(GROWTH * elapsed) - 1) * 1.25);
  const x = (ms) => pad + (ms / spanMs) * (width - 2 * pad);
  const y = (m) => height - pad - ((m - 1) / (top - 1)) * (height - 2 * pad);
  context.beginPath();
  context.moveTo(x(0), y(1));
  for (let step = 1; step <= 48; step++) { const ms = (elapsed * step) / 48; context.lineTo(x(ms), y(Math.exp(GROWTH * ms))); }
  const tipX = x(elapsed), tipY = y(Math.exp(GROWTH * elapsed));
  context.lineWidth = 4; context.lineJoin = 'round'; context.strokeStyle = colour; context.stroke();
  context.lineTo(tipX, y(1)); context.lineTo(x(0), y(1)); context.closePath();
  context.globalAlpha = 0.18; context.fillStyle = colour; context.fill(); context.globalAlpha = 1;
  context.beginPath(); context.arc(tipX, tipY, 7, 0, 2 * Math.PI); context.fillStyle = colour; context.fill();
}

/** The bet of the round being played or about to be, settled or not. */
const roundBet = () => (state ? state.bets.find((b) => b.afterMs === state.afterMs) || null : null);

function paint() {
  if (!state) return;
  const now = Date.now() + offset;
  const bet = roundBet();
  const crashedNow = landed !== null && landed.time > state.afterMs;
  const flying = now >= state.takeoffAt && !crashedNow;
  const elapsed = Math.max(0, now - state.takeoffAt);
  const m = multiplierAt(elapsed);
  const shown = $('multiplier');
  if (crashedNow) {
    put(shown, fill(T.crashedAt, { queda: times(landed.odd) }));
    mark(shown, 'crashed');
    drawCurve(Math.max(0, landed.time - state.takeoffAt), C.crashed);
  } else if (flying) {
    put(shown, times(m));
    mark(shown, 'flying');
    drawCurve(elapsed, C.curve);
  } else {
    const last = state.recent[0];
    // The last crash stays a moment, but not over a bet already placed on the next round: it would read as that bet's.
    const justCrashed = last && now - state.afterMs < 3000 && !bet;
    put(shown, justCrashed ? fill(T.crashedAt, { queda: times(last.odd) }) : fill(T.takeoffIn, { s: Math.max(0, Math.ceil((state.takeoffAt - now) / 1000)) }));
    mark(shown, justCrashed ? 'crashed' : 'waiting');
    drawCurve(0, C.curve);
  }
  const cashout = $('cashout');
  const canCashOut = flying && bet && !bet.settled && bet.cashout === null;
  if (cashout.hidden === canCashOut) cashout.hidden = !canCashOut;
  // While the tap travels the button says so at once, so a player never taps twice or doubts the first.
  if (canCashOut) { put(cashout, busy ? T.cashingOut : fill(T.cashout, { x: times(m), valor: brl(Math.floor(bet.amountCents * m)) })); if (cashout.disabled !== busy) cashout.disabled = busy; }
  const said = canCashOut ? '' : resultLine(state.bets[0]);
  put($('result'), said);
  if (said !== '') mark($('result'), state.bets[0].winCents > 0 ? 'gain' : 'loss');
  const button = $('bet');
  if (bet) { put(button, bet.settled || crashedNow ? T.roundInFlight : flying ? T.betFlying : T.betPlaced); button.disabled = true; }
  else if (!flying && !crashedNow) { put(button, T.bet); button.disabled = busy; }
  else { put(button, T.roundInFlight); button.disabled = true; }
}

function renderLists() {
  put($('balance'), fill(T.balance, { valor: brl(state.balanceCents) }));
  const key = state.recent.map((r) => r.id).join();
  if (key !== recentKey) {
    recentKey = key;
    $('recent').replaceChildren(...state.recent.map((round) => {
      const chip = document.createElement('li');
      chip.textContent = times(round.odd);
      chip.style.background = tone(round.odd);
      chip.title = fill(T.recentChip, { rodada: round.id, queda: times(round.odd) });
      return chip;
    }));
  }
  const settled = state.bets.filter((b) => b.settled).slice(0, 5);
  const lines = settled.map(betLine);
  if (lines.join('|') !== betsKey) {
    betsKey = lines.join('|');
    $('bets').replaceChildren(...settled.map((bet, index) => {
      const li = document.createElement('li');
      li.textContent = lines[index];
      li.dataset.tone = bet.winCents > bet.amountCents ? 'gain' : bet.winCents < bet.amountCents ? 'loss' : 'even';
      return li;
    }));
  }
}

async function post(path, body) {
  const response = await fetch('crash/' + path, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ session, ...body }) });
  return response.json();
}
async function refresh() {
  try {
    const next = await post('state', {});
    if (next.message) { $('notice').textContent = next.message; return; }
    state = next; offset = next.serverNow - Date.now();
    if (landed !== null && landed.time <= state.afterMs) landed = null;
    renderLists();
  } catch { $('notice').textContent = T.offline; }
}
async function act(path, body) {
  busy = true; paint(); $('notice').textContent = '';
  const answer = await post(path, body).catch(() => ({ message: T.offline }));
  if (answer.message) $('notice').textContent = answer.message;
  busy = false; await refresh(); paint();
}
$('bet').addEventListener('click', () => {
  const amount = Math.round(Number(($('amount').value || '0').replace(',', '.')) * 100);
  const autoText = $('auto').value.trim().replace(',', '.');
  void act('bet', { amountCents: amount, autoCashout: autoText === '' ? null : Number(autoText) });
});
$('cashout').addEventListener('click', () => { void act('cashout', {}); });

if (main.dataset.stream && 'EventSource' in window) {
  const stream = new EventSource(main.dataset.stream);
  stream.addEventListener('round', (event) => {
    try { const round = JSON.parse(event.data); landed = { odd: round.odd, time: round.time }; } catch {}
    void refresh();
  });
}
// Every frame, or twice a second for a player who asked for less motion.
function loop() { if (!reduced.matches) paint(); requestAnimationFrame(loop); }
requestAnimationFrame(loop);
setInterval(() => { if (reduced.matches) paint(); }, 500);
setInterval(refresh, 1000);
refresh().then(paint);
`;

const STYLE = `
* { box-sizing: border-box; }
body { margin: 0; background: #12141d; color: #f4f5f7; font: 16px system-ui, sans-serif; overflow-x: hidden; }
h1 { margin: 0; font-size: 1.125rem; }
.play { height: 100vh; min-height: 22rem; display: flex; flex-direction: column; }
.demo { flex: none; margin: 0; padding: .375rem .75rem; background: #ffd166; color: #12141d; font-weight: 700; text-align: center; font-size: .8125rem; line-height: 1.3; text-wrap: balance; }
main { flex: 1; min-height: 0; display: flex; flex-direction: column; gap: .625rem; padding: .625rem 1rem .75rem; max-width: 28rem; width: 100%; margin: 0 auto; }
main > * { flex: none; }
.top { display: flex; justify-content: space-between; align-items: baseline; gap: .5rem; }
#balance { margin: 0; color: #c9ccd6; font-variant-numeric: tabular-nums; white-space: nowrap; }
#recent { display: flex; align-items: center; gap: .375rem; margin: 0; padding: 0; list-style: none; overflow: hidden; min-height: 1.75rem; mask-image: linear-gradient(to right, #000 85%, transparent); }
#recent li { flex: none; padding: .25rem .5rem; line-height: 1.25; border-radius: 999px; color: #000; font-weight: 700; font-size: .8125rem; font-variant-numeric: tabular-nums; white-space: nowrap; }
.stage { position: relative; flex: 1 1 0; min-height: 6rem; max-height: 22rem; border-radius: 12px; background: #1a1d29; overflow: hidden; }
#curve { position: absolute; inset: 0; width: 100%; height: 100%; }
#multiplier { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; margin: 0; padding: 0 .5rem; font-size: clamp(2rem, 11vw, 3.25rem); font-weight: 800; font-variant-numeric: tabular-nums; white-space: nowrap; text-shadow: 0 2px 8px #000a; }
/* "Caiu em 44,78x" and "Decola em 3 s" are words: a smaller size keeps them inside a 360 px phone's stage. */
#multiplier[data-tone="crashed"], #multiplier[data-tone="waiting"] { font-size: clamp(1.5rem, 8vw, 2.25rem); }
#multiplier[data-tone="crashed"] { color: #ff8a8a; }
#multiplier[data-tone="waiting"] { color: #c9ccd6; }
.slot { min-height: 3.5rem; display: flex; flex-direction: column; justify-content: center; }
#cashout { min-height: 56px; border: 0; border-radius: 12px; background: #ffb020; color: #1a1000; font-size: 1.125rem; font-weight: 800; white-space: nowrap; }
#cashout[hidden] { display: none; }
#result { margin: 0; text-align: center; font-size: 1.125rem; font-weight: 700; }
#result:empty { display: none; }
#result[data-tone="gain"] { color: #7ee2a8; }
#result[data-tone="loss"] { color: #ff9d9d; }
#notice { margin: 0; color: #ff8a8a; }
.form { display: grid; grid-template-columns: 1fr 1fr; gap: .5rem; align-items: end; }
label { display: flex; flex-direction: column; gap: .25rem; font-size: .8125rem; line-height: 1.25; color: #c9ccd6; min-width: 0; }
input { min-height: 48px; width: 100%; padding: .5rem .75rem; border-radius: 8px; border: 1px solid #3a3f52; background: #1c1f2b; color: #f4f5f7; font-size: 1rem; min-width: 0; }
#bet { min-height: 56px; border: 0; border-radius: 12px; background: #2fbf71; color: #0b1a10; font-size: 1.125rem; font-weight: 800; }
#bet:disabled, #cashout:disabled { background: #3a3f52; color: #c9ccd6; }
.after { max-width: 28rem; margin: 0 auto; padding: .75rem 1rem 1rem; }
.after p { margin: .75rem 0 0; color: #c9ccd6; font-size: .875rem; }
ul { margin: 0; padding-left: 1.25rem; color: #c9ccd6; font-size: .875rem; line-height: 1.6; }
li[data-tone="gain"] { color: #7ee2a8; }
li[data-tone="loss"] { color: #ff9d9d; }
`;

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Its own CSP: its inline blocks by hash, calls only to the page's own server. */
export function crashPagePolicy(appOrigin: string): string {
  return [
    "default-src 'none'",
    `script-src ${hash(SCRIPT)}`,
    `style-src ${hash(STYLE)}`,
    `connect-src 'self' ${new URL(appOrigin).origin}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

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
    <label>${T.amountLabel}<input id="amount" inputmode="decimal" value="5,00"></label>
    <label>${T.autoLabel}<input id="auto" inputmode="decimal" placeholder="${T.autoPlaceholder}"></label>
  </div>
  <button id="bet" type="button" disabled>${T.loading}</button>
</main>
</div>
<section class="after">
  <ul id="bets" aria-label="${T.betsLabel}"></ul>
  <p>${T.responsible}</p>
</section>
<script>${SCRIPT}</script>
</body>
</html>`;
}
