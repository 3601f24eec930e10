// What a charge that can still be paid is paid with: the "Copiar código Pix"
// button, the QR for another device and the raw code, folded. A phone cannot
// scan its own screen: there the copy button comes first, on the first
// screen, and the QR after it (docs/product.md#wallet-deposits).
import type { Deposit } from '@velas/domain/schemas/wallet';
import { Alert } from '@velas/web-core/ui/Alert';
import { Button } from '@velas/web-core/ui/Button';
import { Check, Copy } from 'lucide-react';
import styled from 'styled-components';
import { mediaQueries } from '../../../core/theme/media';
import { useCopyText } from '../../../lib/useCopyText';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import { Icon } from '../../../ui/Icon';
import { depositCopy } from './copy';

const Code = styled.details`
  width: 100%;
  summary {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: ${({ theme }) => theme.touch};
    color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
  label {
    display: block;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
`;

export function PixPaymentMeans({ deposit }: { deposit: Deposit }) {
  const { outcome, copy } = useCopyText();
  const copied = outcome === 'copied';
  const phone = useMediaQuery(mediaQueries.phone);
  const qrCode = <img src={`data:image/png;base64,${deposit.image}`} alt={depositCopy.qrAlt} />;
  // The raw code is for the rare app that will not take the copy: folded,
  // so four broken lines of digits never sit between the QR and the buttons.
  const codeField = (
    // Opened when the browser refused the copy: the code is then the way to pay.
    <Code open={outcome === 'refused' || undefined}>
      <summary>{depositCopy.showCode}</summary>
      <label htmlFor="pix-code">{depositCopy.codeLabel}</label>
      <textarea id="pix-code" readOnly value={deposit.code} />
    </Code>
  );
  const copyButton = (
    <>
      <Button
        type="button"
        $block
        onClick={() => {
          copy(deposit.code);
        }}
      >
        <Icon icon={copied ? Check : Copy} />
        <span aria-live="polite">{copied ? depositCopy.copied : depositCopy.copyCode}</span>
      </Button>
      {outcome === 'refused' && (
        <Alert tone="warning" announce="alert">
          {depositCopy.copyRefused}
        </Alert>
      )}
    </>
  );
  return phone ? (
    <>
      {copyButton}
      {qrCode}
      {codeField}
    </>
  ) : (
    <>
      {qrCode}
      {copyButton}
      {codeField}
    </>
  );
}
