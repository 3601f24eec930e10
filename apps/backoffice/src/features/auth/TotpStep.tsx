import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { Form } from '@velas/web-core/form/Form';
import { Button } from '@velas/web-core/ui/Button';
import { Muted } from '@velas/web-core/ui/Card';
import { Field } from '@velas/web-core/ui/Field';
import { TotpField } from '#/ui/TotpField.tsx';
import type { SecondFactor } from './useSignIn.ts';

export function TotpStep({ second }: { second: SecondFactor }) {
  const { code, setCode, useRecovery } = second;
  return (
    <Form
      form={second.form}
      submitLabel={backofficeTexts.confirm}
      actions={
        <Button type="button" $variant="secondary" onClick={second.toggleRecovery}>
          {useRecovery ? backofficeTexts.useTotpCode : backofficeTexts.useRecoveryCode}
        </Button>
      }
    >
      {!useRecovery && <Muted>{backofficeTexts.totpHint}</Muted>}
      {useRecovery ? (
        <Field
          label={backofficeTexts.recoveryCode}
          autoComplete="off"
          value={code}
          onValueChange={setCode}
          required
        />
      ) : (
        <TotpField label={backofficeTexts.totpCode} value={code} onChange={setCode} />
      )}
    </Form>
  );
}
