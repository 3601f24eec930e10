// The figures of a rule's simulation: the answer in one sentence, four figures
// in words, the rest behind "Ver detalhes" and "Como calculamos"
// (docs/design.md#clarity).
import { CRASH_RTP_PERCENT } from '@velas/domain/constants';
import { houseKeepsSentence, strategyHeadline } from '@velas/domain/messages/sentences';
import { toCents, type Cents } from '@velas/domain/money';
import type { StrategyResult } from '@velas/domain/schemas/strategy';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { disclosureSummary } from '#/ui/disclosure.ts';
import { BankrollHistogram } from './BankrollHistogram.tsx';
import { strategyLabCopy } from './copy.ts';
import { meanMoney, money } from './figureFormats.ts';
import { FigureList } from './FigureList.tsx';
import { keyRows, moreRows } from './figureRows.tsx';

const Headline = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.type.lg};
  font-weight: 700;
  line-height: 1.35;
  font-variant-numeric: tabular-nums;
`;

const Sub = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.muted};
`;

/** The figures past the first four, and the histogram, one tap away. */
const More = styled.details`
  ${disclosureSummary}
`;

interface StrategyFiguresProps {
  result: StrategyResult;
  /** The rule's bankroll per session, which the headline names. */
  bankroll: Cents;
  /** The method and the seed, shown behind "Como calculamos" by the card. */
  method: (details: { standardError: string }) => ReactNode;
}

export function StrategyFigures({ result, bankroll, method }: StrategyFiguresProps) {
  const { finalBankroll, sessions } = result;
  return (
    <>
      <Headline>
        {strategyHeadline(
          { sessions, bankroll, meanFinal: toCents(Math.round(finalBankroll.mean)) },
          money,
        )}
      </Headline>
      <Sub>{houseKeepsSentence(CRASH_RTP_PERCENT, money)}</Sub>
      <FigureList rows={keyRows(result)} />
      <More>
        <summary>{strategyLabCopy.moreFigures}</summary>
        <FigureList rows={moreRows(result)} />
        <BankrollHistogram result={result} bankroll={bankroll} />
      </More>
      {method({ standardError: meanMoney(finalBankroll.standardError) })}
    </>
  );
}
