// A word a player may not know, kept on the screen with its explanation one
// tap away: a button in the text that opens a short
// note below it, and closes it on a second tap. The explanation comes from the
// glossary in @velas/domain/messages/glossary, the same words everywhere.
import { glossary, type GlossaryTerm } from '@velas/domain/messages/glossary';
import { plainWordsMessages } from '@velas/domain/messages/plain-words';
import { fill } from '@velas/domain/messages/sentences';
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';

const Word = styled.button`
  display: inline;
  padding: 0;
  margin: 0;
  border: 0;
  background: none;
  font: inherit;
  color: inherit;
  text-decoration: underline dotted;
  text-underline-offset: 3px;
  cursor: help;
  white-space: nowrap;
  /* A "?" drawn by the style, not an icon, so it loads nothing (its empty
     alt text keeps it out of the button's name). */
  &::after {
    content: '?' / '';
    display: inline-grid;
    place-items: center;
    width: 14px;
    height: 14px;
    margin-inline-start: 3px;
    border: 1.5px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radius.full};
    color: ${({ theme }) => theme.colors.primary};
    font-size: 10px;
    font-weight: 700;
    line-height: 1;
    vertical-align: 1px;
    text-decoration: none;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-radius: 2px;
  }
`;

/* A span shown as a block: it may sit inside a paragraph. */
const Explanation = styled.span`
  display: block;
  margin: ${({ theme }) => theme.space(2)} 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-inline-start: 3px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.tint};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.type.sm};
  font-weight: 400;
  line-height: 1.45;
  white-space: normal;
  text-align: start;
`;

interface TermProps {
  term: GlossaryTerm;
  /** The word as the sentence writes it ("planilha (CSV)"); the term itself by default. */
  children?: ReactNode;
}

export function Term({ term, children }: TermProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <Word
        type="button"
        aria-expanded={open}
        // Rendered only when open, so a closed term adds no words to its sentence.
        {...(open ? { 'aria-controls': id } : {})}
        title={fill(plainWordsMessages.termShow, { termo: term })}
        onClick={() => {
          setOpen((shown) => !shown);
        }}
      >
        {children ?? term}
      </Word>
      {open && (
        <Explanation id={id} role="note">
          {glossary[term]}
        </Explanation>
      )}
    </>
  );
}

/** Punctuation touching a term stays on its line: "(" never ends a line with "CSV)" opening the next. */
const NoBreak = styled.span`
  white-space: nowrap;
`;

const OPENING_PUNCTUATION = /[^\s\p{L}\p{N}]*$/u;
const CLOSING_PUNCTUATION = /^[^\s\p{L}\p{N}]*/u;

/**
 * A sentence with its jargon explained where it stands: the first place each
 * of `terms` appears becomes a Term ("Retorno ao jogador 97%: ..." keeps those words, tappable),
 * held on one line with the punctuation that touches it.
 */
export function TextWithTerms({ text, terms }: { text: string; terms: readonly GlossaryTerm[] }) {
  const parts: ReactNode[] = [];
  const used = new Set<GlossaryTerm>();
  let rest = text;
  let key = 0;
  for (;;) {
    const found = terms
      .map((term) => ({ term, at: rest.indexOf(term) }))
      .filter(({ term, at }) => at >= 0 && !used.has(term))
      .sort((a, b) => a.at - b.at)[0];
    if (!found) break;
    used.add(found.term);
    const before = rest.slice(0, found.at);
    const opening = OPENING_PUNCTUATION.exec(before)?.[0] ?? '';
    rest = rest.slice(found.at + found.term.length);
    const closing = CLOSING_PUNCTUATION.exec(rest)?.[0] ?? '';
    rest = rest.slice(closing.length);
    const lead = before.slice(0, before.length - opening.length);
    if (lead) parts.push(lead);
    const term = <Term key={key++} term={found.term} />;
    parts.push(
      opening || closing ? (
        <NoBreak key={key++}>
          {opening}
          {term}
          {closing}
        </NoBreak>
      ) : (
        term
      ),
    );
  }
  parts.push(rest);
  return <>{parts}</>;
}
