const body = document.body;

export const steps =
  body.dataset.flow === 'kyc-faceindex' ? ['selfie', 'result'] : ['document', 'selfie', 'result'];

export function show(name: string): void {
  document.querySelectorAll('section[data-step]').forEach((section) => {
    if (section instanceof HTMLElement) section.hidden = section.dataset.step !== name;
  });
  const index = steps.indexOf(name);
  const counter = document.querySelector(`section[data-step="${name}"] .counter`);
  if (counter && index >= 0)
    counter.textContent = `Passo ${String(index + 1)} de ${String(steps.length)}`;
}

export function next(current: string): void {
  const index = steps.indexOf(current);
  show(steps[index + 1] ?? 'done');
}
