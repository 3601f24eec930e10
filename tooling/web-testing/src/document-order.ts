// Order on the page (reading order, and so on screen) for both apps' component
// tests: a failed order names the two elements, which a bare
// compareDocumentPosition bitmask, asserted truthy, does not.
import { expect } from 'vitest';

/** Whether `earlier` comes before `later` in the document. */
export function comesBefore(earlier: Node, later: Node): boolean {
  return Boolean(earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING);
}

/** An element as a failure names it: its tag, test id and the start of its text. */
function named(node: Node): string {
  if (!(node instanceof Element)) return node.nodeName;
  const testId = node.getAttribute('data-testid');
  const text = node.textContent.replace(/\s+/g, ' ').trim();
  const shown = text.length > 60 ? `${text.slice(0, 60)}…` : text;
  return `<${node.tagName.toLowerCase()}${testId === null ? '' : ` data-testid="${testId}"`}> "${shown}"`;
}

/** Fails, naming both elements, unless `earlier` comes before `later` in the document. */
export function expectBefore(earlier: Node, later: Node): void {
  expect(
    comesBefore(earlier, later),
    `expected ${named(earlier)} to come before ${named(later)} in the page`,
  ).toBe(true);
}
