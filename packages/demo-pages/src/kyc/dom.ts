export function $<E extends HTMLElement>(id: string, type: new () => E): E {
  const element = document.getElementById(id);
  if (!(element instanceof type)) throw new Error(`#${id} is missing`);
  return element;
}
