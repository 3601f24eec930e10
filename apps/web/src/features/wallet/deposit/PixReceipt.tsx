// The live balance asks the charge again as soon as the ledger credits it.
import { formatCents } from '@velas/domain/money';
import { formatDateAndTime } from '@velas/domain/protection';
import { STATEMENT_PATH } from '@velas/domain/routes';
import type { Deposit } from '@velas/domain/schemas/wallet';
import { statementTexts } from '@velas/domain/statement';
import { Alert } from '@velas/web-core/ui/Alert';
import { IconButton, InternalButtonLink } from '@velas/web-core/ui/Button';
import { Check, Copy } from 'lucide-react';
import styled from 'styled-components';
import { useCopyText } from '#/lib/useCopyText.ts';
import { Icon } from '#/ui/Icon.tsx';
import { ReceiptFacts } from '../ReceiptFacts.ts';
import { depositCopy } from './copy.ts';

/**
 * "dbc06b66…06e79": an identifier too long for a phone's line, shortened at
 * both ends rather than broken mid-string; the copy button gives it whole.
 */
export function shortId(id: string): string {
  return id.length <= 16 ? id : `${id.slice(0, 8)}…${id.slice(-5)}`;
}

const Receipt = styled.section`
  width: 100%;
  text-align: start;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  padding: ${({ theme }) => theme.space(3)};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  dl {
    margin-bottom: ${({ theme }) => theme.space(3)};
  }
  dd.id {
    display: flex;
    align-items: center;
    justify-content: flex-end;
    gap: ${({ theme }) => theme.space(1)};
    white-space: nowrap;
    font-size: ${({ theme }) => theme.type.sm};
  }
`;

export function PixReceipt({ deposit }: { deposit: Deposit }) {
  const { outcome, copy } = useCopyText();
  const copied = outcome === 'copied';
  return (
    <Receipt aria-label={statementTexts.receiptTitle}>
      <h3>{statementTexts.receiptTitle}</h3>
      <ReceiptFacts>
        <dt>{statementTexts.receiptAmount}</dt>
        <dd className="amount">{formatCents(deposit.amount)}</dd>
        {deposit.paidAt !== null && (
          <>
            <dt>{statementTexts.receiptPaidAt}</dt>
            <dd>{formatDateAndTime(Date.parse(deposit.paidAt))}</dd>
          </>
        )}
        <dt>{statementTexts.receiptId}</dt>
        <dd className="id">
          <span title={deposit.id}>{shortId(deposit.id)}</span>
          <IconButton
            type="button"
            aria-label={copied ? depositCopy.idCopied : depositCopy.copyId}
            onClick={() => {
              copy(deposit.id);
            }}
          >
            <Icon icon={copied ? Check : Copy} />
          </IconButton>
        </dd>
        {outcome === 'refused' && (
          <dd>
            <Alert tone="warning" announce="alert">
              {depositCopy.idCopyRefused}
            </Alert>
          </dd>
        )}
      </ReceiptFacts>
      <InternalButtonLink to={STATEMENT_PATH} $variant="secondary" $block>
        {statementTexts.receiptSeeStatement}
      </InternalButtonLink>
    </Receipt>
  );
}
