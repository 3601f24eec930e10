// An amount field: the numeric keyboard and the money mask (docs/design.md#principles),
// so "100000" reads "100.000" while it is typed, the way amounts are shown.
import { maskMoneyInput } from '@velas/domain/money';
import { Field } from '@velas/web-core/ui/Field';
import type { ComponentProps } from 'react';

type MoneyFieldProps = Omit<ComponentProps<typeof Field>, 'value' | 'onValueChange'> & {
  value: string;
  onValueChange: (value: string) => void;
};

export function MoneyField({ value, onValueChange, onBlur, ...field }: MoneyFieldProps) {
  return (
    <Field
      inputMode="decimal"
      autoComplete="off"
      {...field}
      value={value}
      onValueChange={(next) => {
        onValueChange(maskMoneyInput(next, { deleting: next.length < value.length }));
      }}
      onBlur={(event) => {
        // Leaving the field decides a dot still open ("30.50" is R$ 30,50).
        const settled = maskMoneyInput(value, { final: true });
        if (settled !== value) onValueChange(settled);
        onBlur?.(event);
      }}
    />
  );
}
