// A comment says why, in words, and points at docs inside the repo
// (CONVENTIONS.md). An issue number means nothing to the next reader (the
// history is in git), and a measured figure goes stale while the code it
// describes stays: measurements live in docs/api/benchmarks.md or the commit
// that made them (docs/architecture.md#comments).

/**
 * The work that asked for the code: `Issue 34`, `issue #12`, `PR 7`,
 * `ticket 9`, `review round 66`. A bare `round 4` is the game's round and a
 * bare `#12` a reference the product shows, so neither is reported.
 */
const ISSUE_PATTERN =
  /\b(?:issues?|PR|pull request|ticket|GH-?)\s*#?\d+|\b(?:review|feedback)\s+rounds?\s+\d+/i;

const NUMBER = String.raw`(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?`;

/**
 * What a measurement writes: a timing finer than a second (`248 ms`, `40 µs`,
 * `3.2 s`), an estimate of one (`~24 s`), a size (`12 KB`, `1.5 MiB`), a rate
 * (`900 req/s`, `40 ops/s`), or a share that compares (`30% faster`, `2x
 * smaller`). Not reported, as they state a rule rather than a measurement: a
 * whole number of seconds (`a Pix lives 400 s`, `a 30 s TOTP step`), a
 * duration spelled out (`5 minutes`, `30 days`), a plain percentage (`an RTP
 * of 97%`), and anything inside backticks or quotes (a format, an example).
 */
const FIGURE_PATTERNS = [
  new RegExp(String.raw`(?<![\w.,])${NUMBER}\s?(?:ms|µs|us|ns)\b`),
  new RegExp(String.raw`(?<![\w.,])\d+\.\d+\s?(?:s|secs?)\b`),
  new RegExp(String.raw`[~≈]\s?${NUMBER}\s?(?:s|secs?|min|h)\b`),
  new RegExp(String.raw`(?<![\w.,])${NUMBER}\s?(?:[kKMGT]i?B)\b`),
  new RegExp(String.raw`(?<![\w.,])${NUMBER}\s?(?:[a-z]+\/s(?:ec)?|\/s(?:ec)?|rps|qps)\b`),
  new RegExp(
    String.raw`(?<![\w.,])${NUMBER}\s?(?:%|x|×)\s+(?:faster|slower|smaller|larger|bigger|quicker|cheaper|less|more|fewer)\b`,
    'i',
  ),
];

/** The comment's text without code spans and quoted values. */
function prose(text) {
  return text.replace(/`[^`]*`/g, ' ').replace(/'[^'\n]*'|"[^"\n]*"/g, ' ');
}

/** @type {import('eslint').Rule.RuleModule} */
const noFiguresOrIssues = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Comments carry no issue number and no measured figure.' },
    schema: [],
    messages: {
      issue:
        'A comment names the work that asked for it ("{{found}}"): say why in words; the history is in git.',
      figure:
        'A comment carries a measured figure ("{{found}}"): move it to docs/api/benchmarks.md or the commit message, and say why in words.',
    },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const text = prose(comment.value);
          const issue = ISSUE_PATTERN.exec(text);
          if (issue) {
            context.report({ loc: comment.loc, messageId: 'issue', data: { found: issue[0] } });
            continue;
          }
          for (const pattern of FIGURE_PATTERNS) {
            const figure = pattern.exec(text);
            if (!figure) continue;
            context.report({ loc: comment.loc, messageId: 'figure', data: { found: figure[0] } });
            break;
          }
        }
      },
    };
  },
};

const commentsPlugin = { rules: { 'no-figures-or-issues': noFiguresOrIssues } };

/** On for every file a package lints, tests too: their comments are read as often. */
export const commentsConfig = {
  plugins: { 'velas-comments': commentsPlugin },
  rules: { 'velas-comments/no-figures-or-issues': 'error' },
};
