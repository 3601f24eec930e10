// A date typed as dd/mm/aaaa:
// `<input type="date">` shows mm/dd/yyyy in a browser set to English whatever
// the page's lang, so the field is text with the pt-BR mask, answering a
// YYYY-MM-DD date once whole and real, or '' when cleared.
import { formatDatePtBr, maskDatePtBr, parseDatePtBr } from '@velas/domain/calendar';
import { walletMessages } from '@velas/domain/messages/wallet';
import { Field } from '@velas/web-core/ui/Field';
import { useState } from 'react';
import { uiCopy } from './copy.ts';

const WHOLE = 'dd/mm/aaaa'.length;

export function DateField({
  label,
  onDateChange,
  initialDate = '',
  disabled,
}: {
  label: string;
  onDateChange: (isoDate: string) => void;
  /** YYYY-MM-DD shown at first (today, on the cards that start there). */
  initialDate?: string;
  disabled?: boolean;
}) {
  const [text, setText] = useState(initialDate === '' ? '' : formatDatePtBr(initialDate));
  const iso = parseDatePtBr(text);
  const error = text.length === WHOLE && iso === null ? walletMessages.dateInvalid : null;
  return (
    <Field
      label={label}
      inputMode="numeric"
      autoComplete="off"
      placeholder={uiCopy.datePlaceholder}
      maxLength={WHOLE}
      value={text}
      disabled={disabled}
      error={error}
      onValueChange={(typed) => {
        const masked = maskDatePtBr(typed);
        setText(masked);
        const date = parseDatePtBr(masked);
        if (date !== null) onDateChange(date);
        else if (masked === '') onDateChange('');
      }}
    />
  );
}
