// The machine's Chromium when it has one, otherwise the one inside the npm
// package @sparticuz/chromium, never a browser downloaded from anywhere else.
// VELAS_CHROMIUM=/path/to/chromium picks one.
import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, join } from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import { repoRoot } from './paths.js';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface ChromiumChoice {
  readonly executablePath: string;
  readonly source: string;
}

const SYSTEM_NAMES = ['chromium', 'chromium-browser'];

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function systemChromium(path = process.env.PATH ?? ''): string | undefined {
  for (const dir of path.split(delimiter).filter(Boolean)) {
    for (const name of SYSTEM_NAMES) {
      const candidate = join(dir, name);
      if (isExecutable(candidate)) return candidate;
    }
  }
  return undefined;
}

/**
 * Its fonts stay packed, so text renders with the machine's fonts. TMPDIR
 * points at a fresh folder renamed only once complete: a run cut short leaves
 * no half-written browser for the next one.
 */
async function npmChromium(): Promise<ChromiumChoice> {
  // The package exports only its entry (index.js in build/); its archives sit in ../bin.
  const packageDir = join(
    createRequire(import.meta.url).resolve('@sparticuz/chromium'),
    '..',
    '..',
  );
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  const folder = join(repoRoot, '.cache', 'chromium', version);
  const executablePath = join(folder, 'chromium');
  const source = `Chromium do pacote npm @sparticuz/chromium ${version}`;
  if (isExecutable(executablePath)) return { executablePath, source };

  const started = Date.now();
  const partial = `${folder}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  const { inflate } = await import('@sparticuz/chromium');
  const archives = join(packageDir, 'bin');
  const previousTmpdir = process.env.TMPDIR;
  process.env.TMPDIR = partial;
  try {
    for (const archive of ['chromium.br', 'swiftshader.tar.br']) {
      await inflate(join(archives, archive));
    }
  } finally {
    if (previousTmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previousTmpdir;
  }
  if (!existsSync(join(partial, 'chromium'))) throw new Error(`${source}: não foi descompactado`);
  rmSync(folder, { recursive: true, force: true });
  renameSync(partial, folder);
  console.log(`[e2e] ${source} descompactado em ${Date.now() - started} ms (${folder})`);
  return { executablePath, source };
}

export async function chooseChromium(): Promise<ChromiumChoice> {
  const chosen = process.env.VELAS_CHROMIUM;
  if (chosen) {
    if (!isExecutable(chosen)) throw new Error(`VELAS_CHROMIUM=${chosen} não é um executável`);
    return { executablePath: chosen, source: 'Chromium de VELAS_CHROMIUM' };
  }
  const system = systemChromium();
  if (system) return { executablePath: system, source: 'Chromium do sistema' };
  return npmChromium();
}

export async function launchBrowserServer(): Promise<BrowserServer> {
  const { executablePath, source } = await chooseChromium();
  const server = await chromium.launchServer({
    executablePath,
    headless: true,
    chromiumSandbox: false,
    args: CHROMIUM_FLAGS,
    // A Brazilian phone's own language: a date field reads dd/mm/aaaa. The
    // context's locale (pt-BR) does not reach it; Chromium takes it from LANG.
    env: { ...process.env, LANG: 'pt_BR.UTF-8', LANGUAGE: 'pt_BR' },
  });
  const browser = await chromium.connect(server.wsEndpoint());
  console.log(`[e2e] navegador: ${source}, versão ${browser.version()} (${executablePath})`);
  await browser.close();
  return server;
}

export async function chromiumExecutablePath(): Promise<string> {
  return (await chooseChromium()).executablePath;
}
