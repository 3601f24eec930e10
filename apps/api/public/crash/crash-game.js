// @ts-check
// The demo crash game's page script (docs/product/games.md#demo-crash-game), served
// as a file beside the page (src/sandbox/aggregator/crash-page.ts) so it is
// type-checked (public/tsconfig.json) and linted like the api's code. The page
// hands it its texts and constants in the #crash-config JSON block.
//
// The curve and the multiplier move on requestAnimationFrame and touch the
// DOM only when the shown text changes, so a mid-range phone keeps 60 frames
// a second (the phone bench's crash-frames check); with prefers-reduced-motion
// they step twice a second instead. The page never knows a crash point before
// the round's end: the live rounds stream tells it the instant the round
// crashed, and its state call every second catches up without the stream.
(function () {
  'use strict';

  /**
   * @typedef {{ id: number, odd: number }} Round
   * @typedef {{
   *   afterMs: number, amountCents: number, autoCashout: number | null,
   *   cashout: number | null, settled: boolean,
   *   roundId: number | null, crashPoint: number | null, winCents: number | null,
   * }} Bet
   * @typedef {{
   *   serverNow: number, afterMs: number, takeoffAt: number, balanceCents: number,
   *   recent: Round[], bets: Bet[],
   * }} GameState
   * @typedef {{ message?: string }} Answer
   * @typedef {{
   *   texts: Record<string, string>,
   *   colours: { low: string, mid: string, high: string, curve: string, crashed: string },
   *   pink: number, growth: number, bet: { min: number, max: number }, belowMessage: string,
   * }} CrashConfig
   */

  /** @param {string} id */
  function $(id) {
    const element = document.getElementById(id);
    if (element === null) throw new Error(`#${id} is missing`);
    return element;
  }

  /**
   * JSON the page or the server wrote; each use below says its shape.
   * @param {string} text
   * @returns {unknown}
   */
  const readJson = (text) => JSON.parse(text);

  const config = /** @type {CrashConfig} */ (readJson($('crash-config').textContent || '{}'));
  const C = config.colours;
  /** @param {string} key */
  const T = (key) => config.texts[key] ?? '';
  /** @param {string} key @param {Record<string, string | number | null>} values */
  const fill = (key, values) =>
    T(key).replace(/\{(\w+)\}/g, (_, /** @type {string} */ name) => String(values[name]));

  const main = /** @type {HTMLElement} */ (document.querySelector('main'));
  const session = new URLSearchParams(location.search).get('session') || '';
  // One formatter for every frame: toLocaleString would build one per call.
  const reais = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
  /** @param {number} cents */
  const brl = (cents) => reais.format(cents / 100);
  /** @param {number | null} m */
  const times = (m) => (m ?? 0).toFixed(2).replace('.', ',') + 'x';
  /** @param {number} ms */
  const multiplierAt = (ms) => Math.floor(100 * Math.exp(config.growth * ms)) / 100;
  /**
   * What a bet pays at multiplier `m`, by the server's rule (crash-rules.ts settleBet):
   * on whole hundredths, so 1,15x on R$ 1,00 pays R$ 1,15 and not a float's R$ 1,14.
   * @param {number} cents @param {number} m
   */
  const paidAt = (cents, m) => Math.floor((cents * Math.round(m * 100)) / 100);
  /** @param {HTMLElement} element @param {string} text */
  const put = (element, text) => {
    if (element.textContent !== text) element.textContent = text;
  };
  /** @param {HTMLElement} element @param {string} tone */
  const mark = (element, tone) => {
    if (element.dataset.tone !== tone) element.dataset.tone = tone;
  };
  const reduced = matchMedia('(prefers-reduced-motion: reduce)');
  /** @type {GameState | null} */
  let state = null;
  /** @type {{ odd: number, time: number } | null} */
  let landed = null;
  let offset = 0,
    busy = false,
    recentKey = '',
    betsKey = '';
  /**
   * The round (its afterMs) the notice was said in: a refusal belongs to its
   * round and clears when the next round's betting window opens.
   * @type {number | null}
   */
  let noticeRound = null;
  /** @param {string} text */
  function say(text) {
    put($('notice'), text);
    noticeRound = text !== '' && state ? state.afterMs : null;
  }

  /**
   * What a settled bet did, in words: a win's profit and the prize received, or the loss.
   * @param {Bet} bet
   */
  function outcome(bet) {
    const net = (bet.winCents || 0) - bet.amountCents;
    if (net > 0) return fill('profit', { valor: brl(net), recebido: brl(bet.winCents || 0) });
    if (net === 0) return T('breakEven');
    return fill('loss', { valor: brl(-net) });
  }
  /** @param {Bet} bet */
  function betLine(bet) {
    const won = (bet.winCents || 0) > 0;
    if (won && bet.roundId === null)
      return fill('roundPaidInFlight', { x: times(bet.cashout), resultado: outcome(bet) });
    if (won)
      return fill('roundWon', {
        rodada: bet.roundId,
        queda: times(bet.crashPoint),
        x: times(bet.cashout),
        resultado: outcome(bet),
      });
    return fill('roundLost', {
      rodada: bet.roundId,
      queda: times(bet.crashPoint),
      resultado: outcome(bet),
    });
  }
  /** @param {Bet | null} bet */
  function resultLine(bet) {
    if (!bet || !bet.settled) return '';
    if ((bet.winCents || 0) > 0)
      return fill('resultCashedOut', { x: times(bet.cashout), resultado: outcome(bet) });
    return fill('resultLost', { queda: times(bet.crashPoint), resultado: outcome(bet) });
  }
  /** @param {number} odd */
  const tone = (odd) => (odd < 2 ? C.low : odd < config.pink ? C.mid : C.high);

  const canvas = /** @type {HTMLCanvasElement} */ ($('curve'));
  const context = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
  let width = 0,
    height = 0,
    drawn = -1;
  // The curve is redrawn every frame on the main thread: a taller stage gets
  // fewer device pixels per CSS pixel, so a frame costs what the phone bench measured.
  const MAX_CANVAS_PIXELS = 260000;
  function resize() {
    const box = canvas.getBoundingClientRect();
    width = box.width;
    height = box.height;
    const ratio = Math.min(
      2,
      window.devicePixelRatio || 1,
      Math.sqrt(MAX_CANVAS_PIXELS / Math.max(1, width * height)),
    );
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    // A resized canvas is blank: draw again on the next frame.
    drawn = -1;
  }
  new ResizeObserver(resize).observe(canvas);
  resize();

  // In the app's frame: the playing area takes the frame's height less what
  // follows it (the rounds list), and the app grows the frame by that much, so
  // the page scrolls once and this page never inside it. Alone in a tab the
  // page scrolls as any page does.
  if (window.parent !== window) {
    const below = /** @type {HTMLElement} */ (document.querySelector('.after'));
    new ResizeObserver(() => {
      const height = Math.ceil(below.getBoundingClientRect().height);
      document.documentElement.style.setProperty('--below', `${String(height)}px`);
      window.parent.postMessage({ type: config.belowMessage, height }, '*');
    }).observe(below);
  }
  /** @param {number} elapsed @param {string} colour */
  function drawCurve(elapsed, colour) {
    if (elapsed === drawn) return;
    drawn = elapsed;
    context.clearRect(0, 0, width, height);
    if (elapsed <= 0 || width === 0) return;
    const pad = 14;
    const spanMs = Math.max(8000, elapsed * 1.15);
    const top = Math.max(2, 1 + (Math.exp(config.growth * elapsed) - 1) * 1.25);
    /** @param {number} ms */
    const x = (ms) => pad + (ms / spanMs) * (width - 2 * pad);
    /** @param {number} m */
    const y = (m) => height - pad - ((m - 1) / (top - 1)) * (height - 2 * pad);
    context.beginPath();
    context.moveTo(x(0), y(1));
    for (let step = 1; step <= 48; step++) {
      const ms = (elapsed * step) / 48;
      context.lineTo(x(ms), y(Math.exp(config.growth * ms)));
    }
    const tipX = x(elapsed),
      tipY = y(Math.exp(config.growth * elapsed));
    context.lineWidth = 4;
    context.lineJoin = 'round';
    context.strokeStyle = colour;
    context.stroke();
    context.lineTo(tipX, y(1));
    context.lineTo(x(0), y(1));
    context.closePath();
    context.globalAlpha = 0.18;
    context.fillStyle = colour;
    context.fill();
    context.globalAlpha = 1;
    context.beginPath();
    context.arc(tipX, tipY, 7, 0, 2 * Math.PI);
    context.fillStyle = colour;
    context.fill();
  }

  /**
   * The bet of the round being played or about to be, settled or not.
   * @param {GameState} current
   */
  const roundBet = (current) => current.bets.find((b) => b.afterMs === current.afterMs) || null;

  /**
   * The bet whose result is said under the curve: the round's own, or in the
   * betting window the one of the round that just crashed. None once the next
   * round takes off, so a result never reads as a later round's.
   * @param {GameState} current @param {Bet | null} bet @param {boolean} betting
   */
  function resultBet(current, bet, betting) {
    if (bet || !betting) return bet;
    const last = current.recent[0];
    return (last && current.bets.find((b) => b.roundId === last.id)) || null;
  }

  /**
   * The bet as the server settles it once the live multiplier `m` reached its
   * automatic cash-out (crash-rules.ts settleInFlight), until the state call
   * brings the server's own answer: the page never offers more than it pays.
   * After the crash it still holds when the round reached it (the server pays
   * an auto-cashout at or below the crash), so the cash-out shown in flight
   * does not blink away before that answer arrives.
   * @param {Bet | null} bet @param {number} m @param {boolean} flying
   * @param {number | null} crashOdd the round's crash, once it crashed
   */
  function autoCashedOut(bet, m, flying, crashOdd) {
    if (!bet || bet.settled || bet.cashout !== null || bet.autoCashout === null) return bet;
    const reached = flying ? m : crashOdd;
    if (reached === null || reached < bet.autoCashout) return bet;
    return {
      ...bet,
      settled: true,
      cashout: bet.autoCashout,
      winCents: paidAt(bet.amountCents, bet.autoCashout),
    };
  }

  function paint() {
    if (!state) return;
    const now = Date.now() + offset;
    const crashedNow = landed !== null && landed.time > state.afterMs;
    const flying = now >= state.takeoffAt && !crashedNow;
    const elapsed = Math.max(0, now - state.takeoffAt);
    const m = multiplierAt(elapsed);
    const crashOdd = landed !== null && crashedNow ? landed.odd : null;
    const bet = autoCashedOut(roundBet(state), m, flying, crashOdd);
    const shown = $('multiplier');
    if (landed !== null && crashedNow) {
      put(shown, fill('crashedAt', { queda: times(landed.odd) }));
      mark(shown, 'crashed');
      drawCurve(Math.max(0, landed.time - state.takeoffAt), C.crashed);
    } else if (flying) {
      put(shown, times(m));
      mark(shown, 'flying');
      drawCurve(elapsed, C.curve);
    } else {
      const last = state.recent[0];
      // The last crash stays a moment, but not over a bet already placed on the next round: it would read as that bet's.
      const justCrashed = last !== undefined && now - state.afterMs < 3000 && !bet;
      put(
        shown,
        justCrashed
          ? fill('crashedAt', { queda: times(last.odd) })
          : fill('takeoffIn', { s: Math.max(0, Math.ceil((state.takeoffAt - now) / 1000)) }),
      );
      mark(shown, justCrashed ? 'crashed' : 'waiting');
      drawCurve(0, C.curve);
    }
    const cashout = /** @type {HTMLButtonElement} */ ($('cashout'));
    const canCashOut = flying && bet !== null && !bet.settled && bet.cashout === null;
    if (cashout.hidden === canCashOut) cashout.hidden = !canCashOut;
    // While the tap travels the button says so at once, so a player never taps twice or doubts the first.
    if (canCashOut) {
      put(
        cashout,
        busy
          ? T('cashingOut')
          : fill('cashout', { x: times(m), valor: brl(paidAt(bet.amountCents, m)) }),
      );
      if (cashout.disabled !== busy) cashout.disabled = busy;
    }
    const told = canCashOut ? null : resultBet(state, bet, now < state.takeoffAt);
    const said = resultLine(told);
    put($('result'), said);
    if (said !== '' && told) mark($('result'), (told.winCents || 0) > 0 ? 'gain' : 'loss');
    const button = /** @type {HTMLButtonElement} */ ($('bet'));
    if (bet) {
      put(
        button,
        bet.settled || crashedNow ? T('roundInFlight') : flying ? T('betFlying') : T('betPlaced'),
      );
      button.disabled = true;
    } else if (!flying && !crashedNow) {
      put(button, T('bet'));
      button.disabled = busy;
    } else {
      put(button, T('roundInFlight'));
      button.disabled = true;
    }
  }

  /** @param {GameState} current */
  function renderLists(current) {
    put($('balance'), fill('balance', { valor: brl(current.balanceCents) }));
    // An amount chip the balance cannot pay stays greyed, not lit as a choice.
    document.querySelectorAll('.chips button[data-cents]').forEach((chip) => {
      const button = /** @type {HTMLButtonElement} */ (chip);
      const unaffordable = Number(button.dataset.cents) > current.balanceCents;
      if (button.disabled !== unaffordable) button.disabled = unaffordable;
    });
    const key = current.recent.map((r) => r.id).join();
    if (key !== recentKey) {
      recentKey = key;
      $('recent').replaceChildren(
        ...current.recent.map((round) => {
          const chip = document.createElement('li');
          chip.textContent = times(round.odd);
          chip.style.background = tone(round.odd);
          chip.title = fill('recentChip', { rodada: round.id, queda: times(round.odd) });
          return chip;
        }),
      );
    }
    const settled = current.bets.filter((b) => b.settled).slice(0, 5);
    const lines = settled.map(betLine);
    if (lines.join('|') !== betsKey) {
      betsKey = lines.join('|');
      $('bets').replaceChildren(
        ...settled.map((bet, index) => {
          const li = document.createElement('li');
          li.textContent = lines[index] ?? '';
          const win = bet.winCents || 0;
          li.dataset.tone =
            win > bet.amountCents ? 'gain' : win < bet.amountCents ? 'loss' : 'even';
          return li;
        }),
      );
    }
  }

  /**
   * The game's calls are simple cross-origin POSTs (text/plain): the frame's sandbox gives the page an opaque origin.
   * @param {string} path @param {Record<string, unknown>} body
   * @returns {Promise<unknown>}
   */
  async function post(path, body) {
    const response = await fetch('crash/' + path, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ session, ...body }),
    });
    return /** @type {Promise<unknown>} */ (response.json());
  }
  async function refresh() {
    try {
      const next = /** @type {GameState & Answer} */ (await post('state', {}));
      if (next.message) {
        say(next.message);
        return;
      }
      // Back online, or the next round's betting window: the old notice is done.
      if ($('notice').textContent === T('offline') || next.afterMs !== noticeRound) say('');
      state = next;
      offset = next.serverNow - Date.now();
      if (landed !== null && landed.time <= next.afterMs) landed = null;
      renderLists(next);
    } catch {
      say(T('offline'));
    }
  }
  /** @param {string} path @param {Record<string, unknown>} body */
  async function act(path, body) {
    busy = true;
    paint();
    say('');
    /** @type {Answer} */
    const answer = /** @type {Answer} */ (
      await post(path, body).catch(() => ({ message: T('offline') }))
    );
    busy = false;
    await refresh();
    // Said in the round the server answered in (the refresh just learnt it), so it clears at the next one.
    if (answer.message) say(answer.message);
    paint();
  }
  /** @param {string} id */
  const fieldText = (id) => /** @type {HTMLInputElement} */ ($(id)).value;
  /** The amount field's value in cents, as the bet button reads it. */
  const amountCents = () =>
    Math.round(Number((fieldText('amount') || '0').replace(',', '.')) * 100);
  $('bet').addEventListener('click', () => {
    const amount = amountCents();
    const autoText = fieldText('auto').trim().replace(',', '.');
    void act('bet', {
      amountCents: amount,
      autoCashout: autoText === '' ? null : Number(autoText),
    });
  });
  // The chips: halve, double or set the amount, kept inside the bets the game takes.
  document.querySelectorAll('.chips button').forEach((chip) => {
    chip.addEventListener('click', () => {
      const { cents, scale } = /** @type {HTMLElement} */ (chip).dataset;
      const wanted = cents
        ? Number(cents)
        : Math.round((amountCents() || config.bet.min) * Number(scale));
      const next = Math.min(config.bet.max, Math.max(config.bet.min, wanted));
      const field = /** @type {HTMLInputElement} */ ($('amount'));
      field.value = (next / 100).toFixed(2).replace('.', ',');
    });
  });
  $('cashout').addEventListener('click', () => {
    void act('cashout', {});
  });

  if (main.dataset.stream && 'EventSource' in window) {
    const stream = new EventSource(main.dataset.stream);
    stream.addEventListener('round', (event) => {
      try {
        const round = /** @type {{ odd: number, time: number }} */ (readJson(String(event.data)));
        landed = { odd: round.odd, time: round.time };
      } catch {
        // A round the page cannot read: the state call below still catches up.
      }
      void refresh();
    });
  }
  // Every frame, or twice a second for a player who asked for less motion.
  function loop() {
    if (!reduced.matches) paint();
    requestAnimationFrame(loop);
  }
  requestAnimationFrame(loop);
  setInterval(() => {
    if (reduced.matches) paint();
  }, 500);
  setInterval(() => void refresh(), 1000);
  void refresh().then(paint);
})();
