import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { Form } from '@velas/web-core/form/Form';
import { Card } from '@velas/web-core/ui/Card';
import { ChoiceField, Field } from '@velas/web-core/ui/Field';
import type { AdjustmentDraftState } from './useAdjustmentDraft.ts';

export function AdjustmentFormCard({ adjustment }: { adjustment: AdjustmentDraftState }) {
  const { fields } = adjustment;
  return (
    <Card>
      <h2>{backofficeTexts.proposeAdjustment}</h2>
      <Form form={adjustment.form} submitLabel={backofficeTexts.propose}>
        <Field
          label={backofficeTexts.playerId}
          inputMode="numeric"
          value={fields.userId}
          onValueChange={adjustment.setUserId}
          required
        />
        <ChoiceField
          label={backofficeTexts.direction}
          value={fields.direction}
          choices={['credit', 'debit'] as const}
          optionLabel={(choice) =>
            choice === 'credit' ? backofficeTexts.credit : backofficeTexts.debit
          }
          onChoose={adjustment.setDirection}
        />
        <Field
          label={backofficeTexts.amountReais}
          inputMode="decimal"
          value={fields.amount}
          onValueChange={adjustment.setAmount}
          required
        />
        <Field
          label={backofficeTexts.reason}
          value={fields.reason}
          onValueChange={adjustment.setReason}
          required
        />
      </Form>
    </Card>
  );
}
