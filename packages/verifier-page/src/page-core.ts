// The offline page's verification core as the page ships it: the script
// #nucleo-verificador of the built page, evaluated here with Node's WebCrypto so
// every unit test run holds the shipped text against the golden vectors (the
// browser test runs the page itself).
import { runInNewContext } from 'node:vm';
import { verifierPage } from './build-page.js';
import type { Verifier } from './verifier-core.js';

export function pageScriptOf(html: string, id: string): string {
  const match = new RegExp(`<script id="${id}">([\\s\\S]*?)</script>`).exec(html);
  if (!match?.[1]) throw new Error(`verificador.html has no script #${id}`);
  return match[1];
}

export function loadVerifierCore(): Verifier {
  const sandbox: { VelasVerifier?: Verifier } & Record<string, unknown> = {
    crypto: globalThis.crypto,
    TextEncoder,
  };
  sandbox.globalThis = sandbox;
  runInNewContext(pageScriptOf(verifierPage(), 'nucleo-verificador'), sandbox);
  if (!sandbox.VelasVerifier) throw new Error('the page core did not define VelasVerifier');
  return sandbox.VelasVerifier;
}
