// Reads the folder listings of a markdown document: a fenced block whose first
// line is a folder (`apps/api/src/`) and whose entries, indented by two
// spaces, are `name  what it holds` (a folder ends in "/", the description may
// run on over more deeply indented lines).

export interface ListedEntry {
  /** Path under the listed folder, as written ("db/", "app.ts", "app/routes/"). */
  name: string;
  /** The description, its lines joined by single spaces. */
  holds: string;
}

export interface Listing {
  /** The folder the block lists, relative to the repository ("apps/api/src/"). */
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
