// The demo crash game's page (docs/product.md#demo-crash-game), served by the
// demo aggregator and opened in the game frame. One column for a phone held
// in one hand: the multiplier on top, the big button at the bottom within the
// thumb's reach. It says on screen that it is a demo without real money.
// The frame's sandbox gives it an opaque origin: its calls are simple
// cross-origin POSTs (text/plain) that the game's routes answer with CORS.
// Its own CSP pins its inline script and style by hash.
import { createHash } from 'node:crypto';
import { crashPageTexts as T } from '@velas/domain/messages';

/** The page's texts live in messages.ts; the script fills {placeholders} in them. */
const TEXTS = `const T = ${JSON.stringify(T)};
const fill = (text, values) => text.replace(/\\{(\\w+)\\}/g, (_, key) => String(values[key]));`;

const SCRIPT = `${TEXTS}
const session = new URLSearchParams(location.search).get('session') || '';
const $ = (id) => document.getElementById(id);
const brl = (cents) => (cents / 100).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });
const times = (m) => m.toFixed(2).replace('.', ',') + 'x';
let state = null, offset = 0, busy = false;
async function post(path, body) {
  const response = await fetch('crash/' + path, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ session, ...body }) });
  return response.json();
}
function current() {
  if (!state) return null;
  return state.bets.find((b) => b.afterMs === state.afterMs && !b.settled) || null;
}
function render() {
  if (!state) return;
  const now = Date.now() + offset;
  const bet = current();
  const flying = now >= state.takeoffAt;
  const m = flying ? Math.floor(100 * Math.exp(0.00006 * (now - state.takeoffAt))) / 100 : 1;
  $('multiplier').textContent = flying ? times(m) : fill(T.takeoffIn, { s: Math.max(0, Math.ceil((state.takeoffAt - now) / 1000)) });
  $('balance').textContent = fill(T.balance, { valor: brl(state.balanceCents) });
  const button = $('action');
  if (bet && bet.cashout === null && flying) { button.textContent = fill(T.cashout, { x: times(m), valor: brl(Math.floor(bet.amountCents * m)) }); button.dataset.kind = 'cashout'; button.disabled = busy; }
  else if (bet) { button.textContent = bet.cashout !== null ? fill(T.cashedOut, { x: times(bet.cashout) }) : T.betPlaced; button.dataset.kind = 'none'; button.disabled = true; }
  else if (!flying) { button.textContent = T.bet; button.dataset.kind = 'bet'; button.disabled = busy; }
  else { button.textContent = T.roundInFlight; button.dataset.kind = 'none'; button.disabled = true; }
  $('bets').replaceChildren(...state.bets.filter((b) => b.settled).slice(0, 5).map((b) => {
    const li = document.createElement('li');
    li.textContent = b.winCents > 0 ? fill(T.roundWon, { rodada: b.roundId, queda: times(b.crashPoint), valor: brl(b.winCents), x: times(b.cashout) }) : fill(T.roundLost, { rodada: b.roundId, queda: times(b.crashPoint), valor: brl(b.amountCents) });
    return li;
  }));
}
async function refresh() {
  try {
    const next = await post('state', {});
    if (next.message) { $('notice').textContent = next.message; return; }
    state = next; offset = next.serverNow - Date.now();
  } catch { $('notice').textContent = T.offline; }
}
$('action').addEventListener('click', async () => {
  const kind = $('action').dataset.kind;
  if (kind !== 'bet' && kind !== 'cashout') return;
  busy = true; render(); $('notice').textContent = '';
  const amount = Math.round(Number(($('amount').value || '0').replace(',', '.')) * 100);
  const autoText = $('auto').value.trim().replace(',', '.');
  const answer = kind === 'bet'
    ? await post('bet', { amountCents: amount, autoCashout: autoText === '' ? null : Number(autoText) })
    : await post('cashout', {});
  if (answer.message) $('notice').textContent = answer.message;
  busy = false; await refresh(); render();
});
setInterval(render, 100);
setInterval(refresh, 1000);
refresh().then(render);
`;

const STYLE = `
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: flex; flex-direction: column; background: #12141d; color: #f4f5f7; font: 16px system-ui, sans-serif; }
h1 { margin: 0; font-size: 1.25rem; }
.demo { margin: 0; padding: .5rem 1rem; background: #ffd166; color: #12141d; font-weight: 700; text-align: center; font-size: .875rem; }
main { flex: 1; display: flex; flex-direction: column; gap: .75rem; padding: 1rem; max-width: 28rem; width: 100%; margin: 0 auto; }
#multiplier { margin: .5rem 0; font-size: 3rem; font-weight: 800; text-align: center; font-variant-numeric: tabular-nums; }
#balance { margin: 0; text-align: center; color: #c9ccd6; }
label { display: flex; flex-direction: column; gap: .25rem; font-size: .875rem; color: #c9ccd6; }
input { min-height: 48px; padding: .5rem .75rem; border-radius: 8px; border: 1px solid #3a3f52; background: #1c1f2b; color: #f4f5f7; font-size: 1rem; }
#action { min-height: 56px; border: 0; border-radius: 12px; background: #2fbf71; color: #0b1a10; font-size: 1.125rem; font-weight: 800; }
#action:disabled { background: #3a3f52; color: #c9ccd6; }
#notice { min-height: 1.5rem; margin: 0; color: #ff8a8a; }
ul { margin: 0; padding-left: 1.25rem; color: #c9ccd6; font-size: .875rem; line-height: 1.6; }
.spacer { flex: 1; }
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

export function crashPage(): string {
  return `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${T.title}</title>
<style>${STYLE}</style>
</head>
<body>
<p class="demo">${T.demoBanner}</p>
<main>
  <h1>${T.heading}</h1>
  <p id="multiplier" aria-live="off">…</p>
  <p id="balance"></p>
  <p id="notice" role="status"></p>
  <ul id="bets" aria-label="${T.betsLabel}"></ul>
  <div class="spacer"></div>
  <label>${T.amountLabel}<input id="amount" inputmode="decimal" value="5,00"></label>
  <label>${T.autoLabel}<input id="auto" inputmode="decimal" placeholder="${T.autoPlaceholder}"></label>
  <button id="action" type="button" data-kind="none" disabled>${T.loading}</button>
  <p>${T.responsible}</p>
</main>
<script>${SCRIPT}</script>
</body>
</html>`;
}
