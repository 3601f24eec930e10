import { Field } from '@velas/web-core/ui/Field';

export function TotpField({
  label,
  hint,
  value,
  onChange,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (code: string) => void;
}) {
  return (
    <Field
      label={label}
      {...(hint === undefined ? {} : { hint })}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="\d{6}"
      value={value}
      onValueChange={(typed) => {
        onChange(typed.replace(/\D/g, '').slice(0, 6));
      }}
      required
    />
  );
}
