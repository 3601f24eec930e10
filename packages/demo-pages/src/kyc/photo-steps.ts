import { $ } from './dom.js';
import { next } from './steps.js';

function wirePhotoStep(name: string): void {
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
}

export function wirePhotoSteps(): void {
  ['document', 'selfie'].forEach(wirePhotoStep);
}
