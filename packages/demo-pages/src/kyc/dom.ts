// The widget's elements, which the page (apps/api/src/kyc/widget-page.ts) always writes.

/** An element of the given type; its absence is a page bug. */
export function $<E extends HTMLElement>(id: string, type: new () => E): E {
  const element = document.getElementById(id);
  if (!(element instanceof type)) throw new Error(`#${id} is missing`);
  return element;
}
