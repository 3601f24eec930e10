import { kellyFraction, kellyStakeShare } from '@velas/analysis/odds/kelly';
import { walletMessages } from '@velas/domain/messages/wallet';
import { Field } from '@velas/web-core/ui/Field';
import { useState } from 'react';
import { probabilityLabCopy } from './copy.ts';
import { formatMultiplier } from './format.ts';

const signedPercent = new Intl.NumberFormat('pt-BR', {
  style: 'percent',
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});

/** "2", "2,5", "1.01" → the multiplier; null when it is not one Kelly accepts. */
function parseTarget(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  if (text.trim() === '' || !Number.isFinite(value)) return null;
  try {
    kellyFraction(value);
    return value;
  } catch {
    return null;
  }
}

export function KellyNote() {
  const [targetText, setTargetText] = useState('2');
  const target = parseTarget(targetText);
  return (
    <>
      <Field
        label={probabilityLabCopy.targetLabel}
        inputMode="decimal"
        value={targetText}
        onValueChange={setTargetText}
      />
      <p data-testid="kelly">
        {target === null
          ? walletMessages.targetInvalid
          : probabilityLabCopy.kellyFraction(
              formatMultiplier(target),
              signedPercent.format(kellyFraction(target)),
              kellyStakeShare(target) === 0
                ? probabilityLabCopy.noPositiveStake
                : signedPercent.format(kellyStakeShare(target)),
            )}
      </p>
    </>
  );
}
