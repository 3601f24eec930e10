// The demo crash game's frame time on the throttled phone, over the frames
// where the round flies; a frame past one and a half frame budgets at 60 fps
// is counted as missed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { Frame } from 'playwright-core';
import { startApi } from '../harness/api-process.js';
import { chromiumExecutablePath } from '../harness/browser.js';
import { repoRoot } from '../harness/paths.js';
import { CPU_SLOWDOWN, openPhone } from './throttled-phone.js';

const FRAME_60_FPS_MS = 1000 / 60;
const TARGETS = { meanMs: FRAME_60_FPS_MS * 1.05, droppedShare: 0.05 };
/** Flying frames wanted: about 4 s of flight at 60 fps, gathered over as many rounds as it takes. */
const WANTED_FRAMES = 240;
const SAMPLE_MS = 6_000;
const LIMIT_MS = 150_000;

/** A string, so tsx's helpers never reach the page. */
const SAMPLE = `new Promise((resolve) => {
  const frames = [];
  const shown = document.getElementById('multiplier');
  let last = performance.now();
  const until = last + ${String(SAMPLE_MS)};
  function tick(now) {
    const text = shown ? shown.textContent : '';
    frames.push([now - last, !!shown && shown.dataset.tone === 'flying' && text.endsWith('x')]);
    last = now;
    if (now < until) requestAnimationFrame(tick);
    else resolve(frames);
  }
  requestAnimationFrame(tick);
  // An unseen frame gets no animation frames: the sample ends anyway.
  setTimeout(() => resolve(frames), ${String(SAMPLE_MS + 2_000)});
})`;

function sample(frame: Frame): Promise<[number, boolean][]> {
  return frame.evaluate<[number, boolean][]>(SAMPLE);
}

const outDir = join(repoRoot, 'artifacts', 'phone-bench');
mkdirSync(outDir, { recursive: true });
const executablePath = await chromiumExecutablePath();
const api = await startApi(join(outDir, 'api-crash.log'));
const verdict = { failed: false };
try {
  const phone = await openPhone(executablePath, api.baseUrl, true);
  try {
    const { page } = phone;
    await page.goto('/admin/history-aviator');
    await page.getByRole('button', { name: 'Jogar aqui' }).click();
    const deadline = Date.now() + LIMIT_MS;
    let game: Frame | undefined;
    while (game === undefined && Date.now() < deadline) {
      game = page.frames().find((frame) => frame.url().includes('/demo-aggregator/crash'));
      if (game === undefined) await page.waitForTimeout(200);
    }
    if (game === undefined) throw new Error('o jogo não abriu');
    await game.locator('#curve').waitFor();
    // In view, as a player has it: the browser stops animating a cross-origin frame out of view.
    await page.locator('iframe[title="Aviator"]').scrollIntoViewIfNeeded();
    await game.locator('#curve').scrollIntoViewIfNeeded();
    await phone.throttle();
    const flying: number[] = [];
    while (flying.length < WANTED_FRAMES && Date.now() < deadline)
      for (const [ms, inFlight] of await sample(game)) if (inFlight) flying.push(ms);
    if (flying.length < 30) throw new Error('poucos quadros com a rodada em voo');
    // The first frame of a sample measures from the sample's start, not from a frame.
    const sorted = [...flying].sort((a, b) => a - b);
    const mean = flying.reduce((sum, ms) => sum + ms, 0) / flying.length;
    const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? 0;
    const dropped = flying.filter((ms) => ms > FRAME_60_FPS_MS * 1.5).length / flying.length;
    const figures = {
      frames: flying.length,
      meanMs: mean,
      p95Ms: p95,
      droppedShare: dropped,
      ratios: { mean: mean / TARGETS.meanMs, dropped: dropped / TARGETS.droppedShare },
    };
    console.log(
      `Jogo crash no telefone (390x844, CPU ${String(CPU_SLOWDOWN)}x mais lenta); carga ${loadavg()[0]?.toFixed(1) ?? '?'}`,
    );
    console.log(
      `${String(flying.length)} quadros em voo: média ${mean.toFixed(1)} ms (${(1000 / mean).toFixed(0)} fps), p95 ${p95.toFixed(1)} ms, acima de 25 ms ${(dropped * 100).toFixed(1)}% | média/meta ${figures.ratios.mean.toFixed(2)}, perdidos/meta ${figures.ratios.dropped.toFixed(2)}`,
    );
    writeFileSync(join(outDir, 'crash-frames.json'), `${JSON.stringify(figures, null, 2)}\n`);
    verdict.failed = figures.ratios.mean >= 1 || figures.ratios.dropped >= 1;
  } finally {
    await phone.close();
  }
} finally {
  await api.stop();
}
if (verdict.failed) {
  console.error('Acima das metas (docs/architecture.md#performance-targets): jogo crash a 60 fps');
  process.exitCode = 1;
}
