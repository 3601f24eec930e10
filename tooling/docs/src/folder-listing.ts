// A fenced block whose first line is a folder and whose entries, indented by
// two spaces, are `name  what it holds`.

export interface ListedEntry {
  name: string;
  holds: string;
}

export interface Listing {
  folder: string;
  entries: ListedEntry[];
}

const fence = /^```[^\n]*\n([\s\S]*?)^```/gm;
const entryLine = /^ {2}(\S+)(?: {2,}(.*))?$/;
const continuation = /^ {3,}(\S.*)$/;

export function folderListings(markdown: string): Listing[] {
  const listings: Listing[] = [];
  for (const [, body = ''] of markdown.matchAll(fence)) {
    const [first = '', ...lines] = body.split('\n');
    if (!/^[\w.-]+(\/[\w.-]+)*\/$/.test(first)) continue;
    const entries: ListedEntry[] = [];
    for (const line of lines) {
      const entry = entryLine.exec(line);
      const more = continuation.exec(line);
      if (entry?.[1] !== undefined) entries.push({ name: entry[1], holds: entry[2] ?? '' });
      else if (more?.[1] !== undefined && entries.length > 0) {
        const last = entries[entries.length - 1];
        if (last) last.holds = `${last.holds} ${more[1]}`.trim();
      }
    }
    listings.push({ folder: first, entries });
  }
  return listings;
}

/** Whether `description` names `word` as a whole word ("kyc" in "game-frame, kyc, presence"). */
export function names(description: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\w-])${escaped}($|[^\\w-])`).test(description);
}
