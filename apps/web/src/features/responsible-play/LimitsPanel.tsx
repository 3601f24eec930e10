import { formatCents } from '@velas/domain/money';
import {
  LOSS_PERIOD_LABELS,
  REALITY_CHECK_OPTIONS,
  formatDateAndTime,
} from '@velas/domain/protection';
import type { ProtectionStatus } from '@velas/domain/schemas/protection';
import { useId, useState } from 'react';
import { LimitsFields, draftOf, limitsOf } from '../../components/limits/LimitsFields';
import { useSetLimitsMutation, useSetRealityCheckMutation } from '../../services/protectionApi';
import { MessageList } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Label, Select } from '../../ui/Field';
import { useFailureMessages } from './useFailureMessages';

const describe = (limits: NonNullable<ProtectionStatus['limits']>) =>
  `${formatCents(limits.lossLimit)} ${LOSS_PERIOD_LABELS[limits.lossPeriod]}, sessões de até ${String(limits.sessionMinutes)} minutos`;

export function LimitsPanel({ status }: { status: ProtectionStatus }) {
  const [draft, setDraft] = useState(() => draftOf(status.pending ?? status.limits ?? undefined));
  const [setLimits, { isLoading }] = useSetLimitsMutation();
  const [setRealityCheck] = useSetRealityCheckMutation();
  const { errors, run } = useFailureMessages();
  const realityId = useId();

  return (
    <section aria-labelledby="limits-title">
      <h2 id="limits-title">Seus limites</h2>
      {status.limits === null ? (
        <p role="alert">
          Escolha seu limite de perdas e seu limite de tempo de sessão para continuar usando o
          painel.
        </p>
      ) : (
        <p>Em vigor: {describe(status.limits)}.</p>
      )}
      {status.period !== null && (
        <p>
          Posição líquida no período (depósitos menos saques): {formatCents(status.period.net)}.
          Renova em {formatDateAndTime(Date.parse(status.period.renewsAt))}.
        </p>
      )}
      {status.pending !== null && (
        <p role="status">
          Mudança pendente: {describe(status.pending)}, vale a partir de{' '}
          {formatDateAndTime(Date.parse(status.pending.effectiveAt))}.
        </p>
      )}
      <form
        aria-label="Limites"
        onSubmit={(event) => {
          event.preventDefault();
          void run(() => setLimits(limitsOf(draft)).unwrap());
        }}
      >
        <LimitsFields draft={draft} onChange={setDraft} />
        <MessageList items={errors} />
        <Button type="submit" disabled={isLoading}>
          Salvar limites
        </Button>
      </form>
      <Label htmlFor={realityId}>Lembrete de tempo de jogo a cada</Label>
      <Select
        id={realityId}
        value={status.realityCheckMinutes}
        onChange={(event) => {
          void run(() => setRealityCheck({ minutes: Number(event.target.value) }).unwrap());
        }}
      >
        {REALITY_CHECK_OPTIONS.map((minutes) => (
          <option key={minutes} value={minutes}>
            {minutes} minutos
          </option>
        ))}
      </Select>
    </section>
  );
}
