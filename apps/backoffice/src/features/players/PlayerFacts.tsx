// CPF and birth date stay masked until a compliance member reveals them.
import {
  accountStatusLabels,
  kycStatusLabels,
  labelOf,
} from '@velas/domain/backoffice/code-labels';
import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { formatCents } from '@velas/domain/money';
import type { PlayerView } from '@velas/domain/schemas/backoffice/players';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatInstant } from '#/lib/format.ts';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 12px;
  margin: 0 0 16px;
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.85rem;
  }
  dd {
    margin: 0;
    font-weight: 600;
    word-break: break-word;
  }
`;

/** The identity fields a reveal answers; a field it left out stays masked. */
export interface RevealedIdentity {
  cpf?: string;
  birthDate?: string | null;
}

function Fact({ term, testId, children }: { term: string; testId?: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

export function PlayerFacts({
  view,
  blocked,
  revealed,
}: {
  view: PlayerView;
  blocked: boolean;
  revealed: RevealedIdentity | undefined;
}) {
  const { player } = view;
  return (
    <Facts>
      <Fact term={backofficeTexts.email}>{player.email}</Fact>
      <Fact term={backofficeTexts.balance}>{formatCents(player.balanceCents)}</Fact>
      <Fact term={backofficeTexts.state}>
        {blocked ? backofficeTexts.blocked : labelOf(accountStatusLabels, player.status)}
      </Fact>
      <Fact term={backofficeTexts.cpf} testId="cpf">
        {revealed?.cpf ?? player.cpfMasked}
      </Fact>
      <Fact term={backofficeTexts.birthDate} testId="birth-date">
        {revealed?.birthDate !== undefined
          ? (revealed.birthDate ?? '—')
          : (player.birthDateMasked ?? '—')}
      </Fact>
      <Fact term={backofficeTexts.phone}>{player.phone}</Fact>
      <Fact term={backofficeTexts.accountCreated}>{formatInstant(player.createdAt)}</Fact>
      <Fact term={backofficeTexts.kyc}>{labelOf(kycStatusLabels, view.kyc.status)}</Fact>
    </Facts>
  );
}
