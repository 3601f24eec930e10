// A link into a document that moved or a heading that was renamed fails a
// test instead of leading nowhere.

/** GitHub's heading slug: lower case, punctuation dropped, spaces to hyphens. */
export function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor of a markdown document; a repeated heading gets `-1`, `-2`, … as on GitHub. */
export function documentAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) inFence = !inFence;
    if (inFence) continue;
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (!heading) continue;
    const slug = headingSlug(heading[1] ?? '');
    const times = seen.get(slug) ?? 0;
    seen.set(slug, times + 1);
    anchors.add(times === 0 ? slug : `${slug}-${times}`);
  }
  for (const [, id] of markdown.matchAll(/<a (?:id|name)="([^"]+)"/g)) if (id) anchors.add(id);
  return anchors;
}

export interface AnchorReference {
  path: string;
  anchor: string;
}

/**
 * The `something.md#anchor` references of a text, as written. A markdown link's
 * label (`[product.md#kyc](../product.md#kyc)`) is not a reference: its target is.
 */
export function anchorReferences(text: string): AnchorReference[] {
  return [...text.matchAll(/(?<![\w./[-])([\w./-]*\.md)#([\w-]+)/g)].map(
    ([, path = '', anchor = '']) => ({
      path,
      anchor,
    }),
  );
}
