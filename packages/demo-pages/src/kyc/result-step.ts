import { $ } from './dom.js';
import { show } from './steps.js';

const body = document.body;
const sessionId = body.dataset.session;
const resultUrl = body.dataset.resultUrl ?? '';
const parentOrigin = body.dataset.parentOrigin ?? '';

function disableResults(disabled: boolean): void {
  document.querySelectorAll('button[data-result]').forEach((other) => {
    if (other instanceof HTMLButtonElement) other.disabled = disabled;
  });
}

/** The api's verdict: an approval of another CPF or of a minor is a rejection. */
async function verdictOf(response: Response): Promise<string | undefined> {
  const answer: unknown = await response.json();
  const payload = answer as { result?: string; message?: string };
  if (!response.ok) throw new Error(payload.message || 'Erro ao enviar o resultado.');
  return payload.result;
}

function announce(result: string | undefined): void {
  $('done-title', HTMLElement).textContent =
    result === 'approved' ? 'Verificação aprovada' : 'Verificação reprovada';
  show('done');
  if (window.parent !== window) {
    window.parent.postMessage({ type: 'kyc-result', sessionId, result }, parentOrigin);
  }
}

function sendResult(button: HTMLButtonElement, errorBox: HTMLElement): void {
  const chosen = button.dataset.result;
  const person = button.dataset.person || 'account';
  errorBox.hidden = true;
  disableResults(true);
  fetch(resultUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ result: chosen, person }),
  })
    .then(verdictOf)
    .then(announce)
    .catch((error: unknown) => {
      errorBox.textContent = error instanceof Error ? error.message : String(error);
      errorBox.hidden = false;
      disableResults(false);
    });
}

export function wireResults(): void {
  const errorBox = $('error', HTMLElement);
  document.querySelectorAll('button[data-result]').forEach((button) => {
    if (!(button instanceof HTMLButtonElement)) return;
    button.addEventListener('click', () => {
      sendResult(button, errorBox);
    });
  });
}
