// The round's number, typed (digits only), and the button that fetches its proof.
import { Button } from '@velas/web-core/ui/Button';
import { Field } from '@velas/web-core/ui/Field';
import type { SyntheticEvent } from 'react';
import { fairnessCopy } from './copy.ts';

export function RoundNumberForm({
  roundText,
  onRoundText,
  busy,
  onVerify,
}: {
  roundText: string;
  onRoundText: (text: string) => void;
  /** A proof is on its way. */
  busy: boolean;
  onVerify: (id: number) => void;
}) {
  function submit(event: SyntheticEvent) {
    event.preventDefault();
    const id = Number(roundText);
    if (Number.isSafeInteger(id) && id > 0) onVerify(id);
  }
  return (
    <form onSubmit={submit}>
      <Field
        label={fairnessCopy.roundNumber}
        inputMode="numeric"
        value={roundText}
        onChange={(event) => {
          onRoundText(event.target.value.replace(/\D/g, ''));
        }}
      />
      {/* Outlined: "Verificar intervalo" is the tab's one filled action (docs/design.md). */}
      <Button type="submit" $variant="secondary" disabled={!roundText || busy}>
        {fairnessCopy.verify}
      </Button>
    </form>
  );
}
