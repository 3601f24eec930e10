import { Button } from '@velas/web-core/ui/Button';
import { Field } from '@velas/web-core/ui/Field';
import { useState } from 'react';
import { DateField } from '#/ui/DateField.tsx';
import { fairnessCopy } from './copy.ts';
import type { RangeSpan } from './useRangeCheck.ts';

interface RangeCheckFormProps {
  /** The São Paulo day the span fields start with. */
  today: string;
  /** A check runs or a page of rounds is on its way. */
  busy: boolean;
  running: boolean;
  onCheck: (span: RangeSpan) => void;
  onCancel: () => void;
}

export function RangeCheckForm({ today, busy, running, onCheck, onCancel }: RangeCheckFormProps) {
  const [startId, setStartId] = useState('');
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onCheck({ startId, from, to });
      }}
    >
      <Field
        label={fairnessCopy.fromRound}
        inputMode="numeric"
        value={startId}
        onValueChange={(value) => {
          setStartId(value.replace(/\D/g, ''));
        }}
      />
      <DateField
        label={fairnessCopy.fromDate}
        initialDate={today}
        disabled={startId !== ''}
        onDateChange={setFrom}
      />
      <DateField
        label={fairnessCopy.toDate}
        initialDate={today}
        disabled={startId !== ''}
        onDateChange={setTo}
      />
      <Button type="submit" disabled={busy}>
        {fairnessCopy.rangeTitle}
      </Button>
      {running && (
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {fairnessCopy.cancel}
        </Button>
      )}
    </form>
  );
}
