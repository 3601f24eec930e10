// Money actions ask a fresh authenticator code, sent as `x-totp`.
import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { Form } from '@velas/web-core/form/Form';
import { useFormSubmit } from '@velas/web-core/form/use-form-submit';
import { Button } from '@velas/web-core/ui/Button';
import { Muted } from '@velas/web-core/ui/Card';
import { Dialog } from '@velas/web-core/ui/Dialog';
import { Field } from '@velas/web-core/ui/Field';
import { useState } from 'react';
import { TotpField } from '../ui/TotpField.tsx';

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
  reasonLabel = backofficeTexts.reason,
  totp: askTotp = false,
  hint,
  onConfirm,
  onClose,
}: ActionDialogProps) {
  const [reason, setReason] = useState('');
  const [totp, setTotp] = useState('');
  const form = useFormSubmit(
    async () => {
      await onConfirm({ reason: reason.trim(), totp });
      onClose();
    },
    {
      onFailure: () => {
        setTotp('');
      },
    },
  );

  return (
    <Dialog open title={title} onClose={onClose}>
      <Form
        form={form}
        submitLabel={confirmLabel}
        actions={
          <Button type="button" $variant="secondary" onClick={onClose}>
            {backofficeTexts.cancel}
          </Button>
        }
      >
        {hint && <Muted>{hint}</Muted>}
        {askReason && (
          <Field
            label={reasonLabel}
            value={reason}
            onValueChange={setReason}
            required
            maxLength={2000}
          />
        )}
        {askTotp && (
          <TotpField
            label={backofficeTexts.totpCode}
            hint={backofficeTexts.totpDialogHint}
            value={totp}
            onChange={setTotp}
          />
        )}
      </Form>
    </Dialog>
  );
}
