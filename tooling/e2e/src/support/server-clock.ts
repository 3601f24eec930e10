// Moves the api's clock (its TEST_CLOCK_FILE, harness/api-process.ts) for
// rules that wait hours: a limit raise's 24 hours, a session's minutes. Rounds
// keep real time (the api's simulator ignores the offset); page.clock moves
// only the browser's timers.
import { readFileSync, writeFileSync } from 'node:fs';
import { e2eEnvironment } from './environment.js';

function clockFile(): string {
  const file = e2eEnvironment().clockFile;
  if (file === null) throw new Error('Esta api não tem relógio de teste (E2E_CLOCK_FILE)');
  return file;
}

export function serverClockOffset(): number {
  return Number(readFileSync(clockFile(), 'utf8').trim() || '0');
}

/** The api's clock runs `milliseconds` further ahead from its next request on. */
export function moveServerClock(milliseconds: number): void {
  writeFileSync(clockFile(), String(serverClockOffset() + milliseconds));
}

/** Back to real time, for the flows that follow. */
export function resetServerClock(): void {
  writeFileSync(clockFile(), '0');
}
