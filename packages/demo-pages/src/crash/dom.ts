export function $(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (element === null) throw new Error(`#${id} is missing`);
  return element;
}

export const button = (id: string) => $(id) as HTMLButtonElement;

export const fieldText = (id: string) => ($(id) as HTMLInputElement).value;

export const put = (element: HTMLElement, text: string) => {
  if (element.textContent !== text) element.textContent = text;
};

export const mark = (element: HTMLElement, tone: string) => {
  if (element.dataset.tone !== tone) element.dataset.tone = tone;
};
