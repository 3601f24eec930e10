import {
  EXCLUSION_MAX_MONTHS,
  SELF_EXCLUSION_PLATFORM_URL,
  formatDateAndTime,
  type PauseDuration,
} from '@velas/domain/protection';
import type { ProtectionStatus } from '@velas/domain/schemas/protection';
import { useId, useState } from 'react';
import { usePauseMutation, useSelfExcludeMutation } from '../../services/protectionApi';
import { Alert, MessageList } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Label, Select } from '../../ui/Field';
import { useFailureMessages } from './useFailureMessages';

const PAUSES: { duration: PauseDuration; label: string }[] = [
  { duration: '24h', label: 'Pausar 24 horas' },
  { duration: '7d', label: 'Pausar 7 dias' },
  { duration: '30d', label: 'Pausar 30 dias' },
];
const MONTHS = Array.from({ length: EXCLUSION_MAX_MONTHS }, (_, index) => index + 1);

function blockText(block: NonNullable<ProtectionStatus['block']>): string {
  const what = block.kind === 'pause' ? 'Pausa' : 'Autoexclusão';
  if (block.endsAt === null) return `${what} por tempo indeterminado.`;
  return `${what} até ${formatDateAndTime(Date.parse(block.endsAt))}.`;
}

export function PausePanel({ status }: { status: ProtectionStatus }) {
  const [pause] = usePauseMutation();
  const [selfExclude] = useSelfExcludeMutation();
  const [months, setMonths] = useState('6');
  const { errors, run } = useFailureMessages();
  const monthsId = useId();

  return (
    <section aria-labelledby="pause-title">
      <h2 id="pause-title">Pausa e autoexclusão</h2>
      <p>
        Durante uma pausa ou autoexclusão você pode entrar, ver seu histórico e sacar seu saldo;
        depósitos, jogos e sinais ficam bloqueados. Uma autoexclusão não pode ser encurtada.
      </p>
      {status.block !== null && <Alert tone="warning">{blockText(status.block)}</Alert>}
      {PAUSES.map((option) => (
        <Button
          key={option.duration}
          type="button"
          $variant="secondary"
          onClick={() => void run(() => pause({ duration: option.duration }).unwrap())}
        >
          {option.label}
        </Button>
      ))}
      <Label htmlFor={monthsId}>Autoexclusão por</Label>
      <Select
        id={monthsId}
        value={months}
        onChange={(event) => {
          setMonths(event.target.value);
        }}
      >
        {MONTHS.map((count) => (
          <option key={count} value={String(count)}>
            {count === 1 ? '1 mês' : `${String(count)} meses`}
          </option>
        ))}
        <option value="indefinite">Tempo indeterminado</option>
      </Select>
      <Button
        type="button"
        $variant="secondary"
        onClick={() =>
          void run(() =>
            selfExclude({ months: months === 'indefinite' ? null : Number(months) }).unwrap(),
          )
        }
      >
        Autoexcluir
      </Button>
      <MessageList items={errors} />
      <p>
        Para se excluir de todas as casas de apostas autorizadas, use a{' '}
        <a href={SELF_EXCLUSION_PLATFORM_URL} target="_blank" rel="noreferrer">
          plataforma centralizada de autoexclusão do governo federal
        </a>
        .
      </p>
    </section>
  );
}
