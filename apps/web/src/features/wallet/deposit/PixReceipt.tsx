// The receipt ("comprovante") a paid Pix turns into, on the screen that
// showed its QR code, without a tap: the live balance asks the charge again
// as soon as the ledger credits it (docs/product.md#wallet-deposits).
import { formatCents } from '@velas/domain/money';
import { formatDateAndTime } from '@velas/domain/protection';
import { STATEMENT_PATH } from '@velas/domain/routes';
import type { Deposit } from '@velas/domain/schemas/wallet';
import { statementTexts } from '@velas/domain/statement';
import styled from 'styled-components';
import { InternalButtonLink } from '../../../ui/Button';

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
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  dd.id {
    overflow-wrap: anywhere;
    font-size: ${({ theme }) => theme.type.sm};
  }
  .amount {
    white-space: nowrap;
    font-weight: 700;
  }
`;

export function PixReceipt({ deposit }: { deposit: Deposit }) {
  return (
    <Receipt aria-label={statementTexts.receiptTitle}>
      <h3>{statementTexts.receiptTitle}</h3>
      <dl>
        <dt>{statementTexts.receiptAmount}</dt>
        <dd className="amount">{formatCents(deposit.amount)}</dd>
        {deposit.paidAt !== null && (
          <>
            <dt>{statementTexts.receiptPaidAt}</dt>
            <dd>{formatDateAndTime(Date.parse(deposit.paidAt))}</dd>
          </>
        )}
        <dt>{statementTexts.receiptId}</dt>
        <dd className="id">{deposit.id}</dd>
      </dl>
      <InternalButtonLink to={STATEMENT_PATH} $variant="secondary" $block>
        {statementTexts.receiptSeeStatement}
      </InternalButtonLink>
    </Receipt>
  );
}
