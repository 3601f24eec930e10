// A phone cannot scan its own screen, so there the buttons come before the QR.
import { pixReceiverOf } from '@velas/domain/pix-receiver';
import { Alert } from '@velas/web-core/ui/Alert';
import { Button } from '@velas/web-core/ui/Button';
import { Muted } from '@velas/web-core/ui/Card';
import { Check, Copy } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { mediaQueries } from '#/core/theme/media.ts';
import { useCopyText, type CopyOutcome } from '#/lib/useCopyText.ts';
import { useMediaQuery } from '#/lib/useMediaQuery.ts';
import { Icon } from '#/ui/Icon.tsx';
import { depositCopy } from './copy.ts';
import type { PixCharge } from './usePixCharge.ts';

const More = styled.details`
  width: 100%;
  summary {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: ${({ theme }) => theme.touch};
    color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
  > div {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    text-align: start;
  }
  label {
    display: block;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
`;

interface PixPaymentMeansProps {
  charge: PixCharge;
  onNew: () => void;
  /** What a new charge holds of the loss limit, said among the options it concerns. */
  note?: ReactNode;
}

/** Who receives the Pix, "Copiar código Pix" (and why it failed, if it did) and "Já paguei". */
function PayButtons({
  charge,
  outcome,
  copy,
}: {
  charge: PixCharge;
  outcome: CopyOutcome;
  copy: (text: string) => void;
}) {
  const { deposit } = charge;
  const copied = outcome === 'copied';
  const receiver = pixReceiverOf(deposit.code);
  return (
    <>
      {receiver !== null && <Muted>{depositCopy.receiver(receiver.name, receiver.city)}</Muted>}
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
      <Button
        type="button"
        $variant="secondary"
        $block
        onClick={charge.check}
        disabled={charge.checking}
      >
        {depositCopy.alreadyPaid}
      </Button>
    </>
  );
}

/** "Mais opções": the raw code, a new Pix, cancelling this one, and the note. */
function MoreOptions({ charge, onNew, note, open }: PixPaymentMeansProps & { open: boolean }) {
  return (
    <More open={open || undefined}>
      <summary>{depositCopy.moreOptions}</summary>
      <div>
        <div>
          <label htmlFor="pix-code">{depositCopy.codeLabel}</label>
          <textarea id="pix-code" readOnly value={charge.deposit.code} />
        </div>
        <Button type="button" $variant="secondary" $block onClick={onNew}>
          {depositCopy.newPix}
        </Button>
        <Button
          type="button"
          $variant="quiet"
          $block
          disabled={charge.cancelling}
          onClick={charge.cancel}
        >
          {depositCopy.cancelPix}
        </Button>
        {note}
      </div>
    </More>
  );
}

export function PixPaymentMeans({ charge, onNew, note }: PixPaymentMeansProps) {
  const { outcome, copy } = useCopyText();
  const phone = useMediaQuery(mediaQueries.phone);
  const qrCode = (
    <img src={`data:image/png;base64,${charge.deposit.image}`} alt={depositCopy.qrAlt} />
  );
  const buttons = <PayButtons charge={charge} outcome={outcome} copy={copy} />;
  // Opened when the browser refused the copy: the raw code is then the way to pay.
  const more = (
    <MoreOptions charge={charge} onNew={onNew} note={note} open={outcome === 'refused'} />
  );
  return phone ? (
    <>
      {buttons}
      {qrCode}
      {more}
    </>
  ) : (
    <>
      {qrCode}
      {buttons}
      {more}
    </>
  );
}
