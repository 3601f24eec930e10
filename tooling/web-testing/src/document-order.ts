// A failed order names the two elements, which a bare compareDocumentPosition
// bitmask, asserted truthy, does not.
import { expect } from 'vitest';

export function comesBefore(earlier: Node, later: Node): boolean {
  return Boolean(earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING);
}

function named(node: Node): string {
  if (!(node instanceof Element)) return node.nodeName;
  const testId = node.getAttribute('data-testid');
  const text = node.textContent.replace(/\s+/g, ' ').trim();
  const shown = text.length > 60 ? `${text.slice(0, 60)}…` : text;
  return `<${node.tagName.toLowerCase()}${testId === null ? '' : ` data-testid="${testId}"`}> "${shown}"`;
}

export function expectBefore(earlier: Node, later: Node): void {
  expect(
    comesBefore(earlier, later),
    `expected ${named(earlier)} to come before ${named(later)} in the page`,
  ).toBe(true);
}
