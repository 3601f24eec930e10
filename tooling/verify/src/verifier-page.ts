// The offline page's verification core, out of verificador.html: the script
// the browser runs, evaluated here with Node's WebCrypto so every unit test
// run holds it against the golden vectors (the browser test runs the page).
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';

/** The page lives with the api that serves it; this package holds it against the vectors. */
export const verifierPagePath = new URL(
  '../../../apps/api/public/verify/verificador.html',
  import.meta.url,
);

export interface PageRound {
  id: number | null;
  hash: string;
  odd: number;
  crash: number;
  crashConfere: boolean;
  eloConfere: boolean | null;
}

type Progress = (done: number, total: number) => void;

export interface VerifierCore {
  crashDoHmacHex(hex: string): number;
  caminhar(options: {
    hash: string;
    salt: string;
    quantidade: number;
    final?: string;
    aoProgredir?: Progress;
  }): Promise<{
    rodadas: { deslocamento: number; hash: string; crash: number }[];
    chegouAoFinal: boolean;
    passos: number;
  }>;
  conferirLista(options: {
    rodadas: { id: number | null; hash: string; odd: number }[];
    salt: string;
    quantidade: number;
    final?: string;
    /** Hash of the round played right after the list's first: its link is checked too. */
    seguinte?: string;
    aoProgredir?: Progress;
  }): Promise<{ rodadas: PageRound[]; chegouAoFinal: boolean; alemDaLista: number }>;
  lerLista(text: string): {
    rodadas: { id: number | null; hash: string; odd: number }[];
    salt?: string;
    final?: string;
    semHash: number;
    ordenadaPorId: boolean;
  };
}

export function pageScript(id: string): string {
  const html = readFileSync(verifierPagePath, 'utf8');
  const match = new RegExp(`<script id="${id}">([\\s\\S]*?)</script>`).exec(html);
  if (!match?.[1]) throw new Error(`verificador.html has no script #${id}`);
  return match[1];
}

export function loadVerifierCore(): VerifierCore {
  const sandbox: { VerificadorVelas?: VerifierCore } & Record<string, unknown> = {
    crypto: globalThis.crypto,
    TextEncoder,
  };
  sandbox.globalThis = sandbox;
  runInNewContext(pageScript('nucleo-verificador'), sandbox);
  if (!sandbox.VerificadorVelas) throw new Error('the page core did not define VerificadorVelas');
  return sandbox.VerificadorVelas;
}
