// The dialog every action on a player or a queue item opens: the reason the
// audit trail keeps and, for money actions, a fresh code of the authenticator
// app sent as `x-totp` (docs/operations.md#back-office).
import { backofficeTexts as t } from '@velas/domain/backoffice/texts';
import { failureText } from '@velas/web-core/api-failure';
import { useState, type SyntheticEvent } from 'react';
import { Button } from '../ui/Button';
import { Notice, Row } from '../ui/Card';
import { Dialog } from '../ui/Dialog';
import { Field, Hint } from '../ui/Field';

export interface ActionInput {
  reason: string;
  totp: string;
}

interface ActionDialogProps {
  title: string;
  confirmLabel: string;
  /** Ask the reason (kept in the audit trail). */
  reason?: boolean;
  reasonLabel?: string;
  /** A money action: ask a fresh TOTP code. */
  totp?: boolean;
  hint?: string;
  onConfirm: (input: ActionInput) => Promise<unknown>;
  onClose: () => void;
}

export function ActionDialog({
  title,
  confirmLabel,
  reason: askReason = true,
  reasonLabel = t.reason,
  totp: askTotp = false,
  hint,
  onConfirm,
  onClose,
}: ActionDialogProps) {
  const [reason, setReason] = useState('');
  const [totp, setTotp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onConfirm({ reason: reason.trim(), totp });
      onClose();
    } catch (failure) {
      setError(failureText(failure));
      setTotp('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title={title} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)}>
        {hint && <Hint>{hint}</Hint>}
        {askReason && (
          <Field
            label={reasonLabel}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
            }}
            required
            maxLength={2000}
          />
        )}
        {askTotp && (
          <Field
            label={t.totpCode}
            hint={t.totpDialogHint}
            value={totp}
            onChange={(event) => {
              setTotp(event.target.value.replace(/\D/g, '').slice(0, 6));
            }}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="\d{6}"
            required
          />
        )}
        {error && (
          <Notice role="alert" $tone="error">
            {error}
          </Notice>
        )}
        <Row>
          <Button type="submit" disabled={busy}>
            {confirmLabel}
          </Button>
          <Button type="button" $variant="ghost" onClick={onClose}>
            {t.cancel}
          </Button>
        </Row>
      </form>
    </Dialog>
  );
}
