// @ts-check
// KYC sandbox widget: document and selfie steps, then the tester picks the
// outcome. Images stay on the device (only previewed); the result is posted to
// the KYC service and announced to the parent window (the app). The page
// (src/kyc/widget-page.ts) writes the elements this script looks up; it is
// type-checked (public/tsconfig.json) and linted like the api's code.
(function () {
  'use strict';

  /**
   * An element the page always writes; its absence is a page bug.
   * @template {HTMLElement} E
   * @param {string} id
   * @param {new () => E} type
   * @returns {E}
   */
  function $(id, type) {
    const element = document.getElementById(id);
    if (!(element instanceof type)) throw new Error(`#${id} is missing`);
    return element;
  }

  const body = document.body;
  const sessionId = body.dataset.session;
  const resultUrl = body.dataset.resultUrl ?? '';
  const parentOrigin = body.dataset.parentOrigin ?? '';
  const steps =
    body.dataset.flow === 'kyc-faceindex' ? ['selfie', 'result'] : ['document', 'selfie', 'result'];
  const errorBox = $('error', HTMLElement);

  /** @param {string} name */
  function show(name) {
    document.querySelectorAll('section[data-step]').forEach((section) => {
      if (section instanceof HTMLElement) section.hidden = section.dataset.step !== name;
    });
    const index = steps.indexOf(name);
    const counter = document.querySelector(`section[data-step="${name}"] .counter`);
    if (counter && index >= 0)
      counter.textContent = `Passo ${String(index + 1)} de ${String(steps.length)}`;
  }

  /** @param {string} current */
  function next(current) {
    const index = steps.indexOf(current);
    show(steps[index + 1] ?? 'done');
  }

  /** @param {boolean} disabled */
  function disableResults(disabled) {
    document.querySelectorAll('button[data-result]').forEach((other) => {
      if (other instanceof HTMLButtonElement) other.disabled = disabled;
    });
  }

  ['document', 'selfie'].forEach((name) => {
    const input = $(`${name}-file`, HTMLInputElement);
    const button = $(`${name}-next`, HTMLButtonElement);
    const sample = $(`${name}-sample`, HTMLButtonElement);
    const preview = $(`${name}-preview`, HTMLImageElement);
    const fileName = $(`${name}-file-name`, HTMLElement);
    input.addEventListener('change', () => {
      const file = input.files?.[0];
      button.disabled = !file;
      if (file) {
        fileName.textContent = `Foto escolhida: ${file.name}`;
        preview.src = URL.createObjectURL(file);
        preview.hidden = false;
      }
    });
    sample.addEventListener('click', () => {
      next(name);
    });
    button.addEventListener('click', () => {
      next(name);
    });
  });

  /**
   * The api's verdict: an approval of another CPF or of a minor is a rejection.
   * @param {Response} response
   * @returns {Promise<string | undefined>}
   */
  async function verdictOf(response) {
    /** @type {unknown} */
    const answer = await response.json();
    const payload = /** @type {{ result?: string, message?: string }} */ (answer);
    if (!response.ok) throw new Error(payload.message || 'Erro ao enviar o resultado.');
    return payload.result;
  }

  document.querySelectorAll('button[data-result]').forEach((button) => {
    if (!(button instanceof HTMLButtonElement)) return;
    button.addEventListener('click', () => {
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
        .then((result) => {
          $('done-title', HTMLElement).textContent =
            result === 'approved' ? 'Verificação aprovada' : 'Verificação reprovada';
          show('done');
          if (window.parent !== window) {
            window.parent.postMessage({ type: 'kyc-result', sessionId, result }, parentOrigin);
          }
        })
        .catch((/** @type {unknown} */ error) => {
          errorBox.textContent = error instanceof Error ? error.message : String(error);
          errorBox.hidden = false;
          disableResults(false);
        });
    });
  });

  show(steps[0] ?? 'done');
})();
