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

/**
 * A sentence with its jargon explained where it stands: the first place each
 * of `terms` appears becomes a Term ("Retorno ao jogador 97%: ..." keeps those words, tappable).
 */
export function TextWithTerms({ text, terms }: { text: string; terms: readonly GlossaryTerm[] }) {
  const parts: ReactNode[] = [];
  let rest = text;
  let key = 0;
  for (;;) {
    const found = terms
      .map((term) => ({ term, at: rest.indexOf(term) }))
      .filter(({ term, at }) => at >= 0 && !parts.some((part) => isTermOf(part, term)))
      .sort((a, b) => a.at - b.at)[0];
    if (!found) break;
    if (found.at > 0) parts.push(rest.slice(0, found.at));
    parts.push(<Term key={key++} term={found.term} />);
    rest = rest.slice(found.at + found.term.length);
  }
  parts.push(rest);
  return <>{parts}</>;
}

const isTermOf = (part: ReactNode, term: GlossaryTerm) =>
  typeof part === 'object' &&
  part !== null &&
  'props' in part &&
  (part.props as TermProps).term === term;
