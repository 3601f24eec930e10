// Rounds keep real time (the api's simulator ignores the offset); page.clock
// moves only the browser's timers.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { e2eEnvironment } from './environment.js';

function sharedClockFile(): string {
  const file = e2eEnvironment().clockFile;
  if (file === null) throw new Error('Esta api não tem relógio de teste (E2E_CLOCK_FILE)');
  return file;
}

function readOffset(file: string): number {
  return Number(readFileSync(file, 'utf8').trim() || '0');
}

/**
 * Writes the offset whole: the api reads the file at every request, and
 * writeFileSync truncates before it writes, so a request landing in between
 * would read an empty file (no offset) and see its clock jump back, long
 * enough to idle a session out on the next request.
 */
function writeOffset(file: string, offset: number): void {
  const next = `${file}.next`;
  writeFileSync(next, String(offset));
  renameSync(next, file);
}

export function moveClockFile(file: string, milliseconds: number): number {
  const offset = readOffset(file) + milliseconds;
  writeOffset(file, offset);
  return offset;
}

export function moveServerClock(milliseconds: number): void {
  moveClockFile(sharedClockFile(), milliseconds);
}

export function resetServerClock(): void {
  writeOffset(sharedClockFile(), 0);
}
