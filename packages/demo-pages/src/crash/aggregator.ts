// Simple cross-origin POSTs (text/plain): the frame's sandbox gives the page an opaque origin.
import { T } from './config.js';
import { $, put } from './dom.js';
import { game, type GameState } from './game-state.js';
import { renderLists } from './round-strip.js';

interface Answer {
  message?: string;
  ok?: boolean;
}

const session = new URLSearchParams(location.search).get('session') || '';

async function post(path: string, body: Record<string, unknown>): Promise<unknown> {
  const response = await fetch('crash/' + path, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: JSON.stringify({ session, ...body }),
  });
  return response.json() as Promise<unknown>;
}

export function say(text: string): void {
  put($('notice'), text);
  game.noticeRound = text !== '' && game.state ? game.state.afterMs : null;
}

export async function refresh(): Promise<void> {
  try {
    const next = (await post('state', {})) as GameState & Answer;
    if (next.message) {
      say(next.message);
      return;
    }
    // Back online, or the next round's betting window: the old notice is done.
    if ($('notice').textContent === T('offline') || next.afterMs !== game.noticeRound) say('');
    game.state = next;
    game.offset = next.serverNow - Date.now();
    if (game.landed !== null && game.landed.time <= next.afterMs) game.landed = null;
    renderLists(next);
  } catch {
    say(T('offline'));
  }
}

export async function act(
  path: string,
  body: Record<string, unknown>,
  paint: () => void,
): Promise<void> {
  game.busy = true;
  paint();
  say('');
  const answer = (await post(path, body).catch(() => ({ message: T('offline') }))) as Answer;
  game.busy = false;
  await refresh();
  // Said in the round the server answered in (the refresh just learnt it), so it clears at the next one.
  // A bet answered with neither its placing nor a refusal is said too: a tapped bet never vanishes unsaid.
  if (answer.message) say(answer.message);
  else if (path === 'bet' && answer.ok !== true) say(T('betNotPlaced'));
  paint();
}
