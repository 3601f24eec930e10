// The player view's history, each a titled table: ledger, deposits,
// withdrawals and payouts, rounds, protection with its dates, KYC and CPF
// claims, blocks, sessions, notes and the audit trail. Each section is a
// descriptor (playerSectionList.tsx); what each table shows is in
// playerColumns.tsx.
import type { PlayerView } from '@velas/domain/schemas/backoffice/players';
import { Card } from '@velas/web-core/ui/Card';
import { playerSectionList } from './playerSectionList.tsx';

export function PlayerSections({ view }: { view: PlayerView }) {
  return (
    <>
      {playerSectionList.map(({ title, lead, tables }) => (
        <Card key={title}>
          <h2>{title}</h2>
          {lead?.(view)}
          {tables.map((table) => table(view))}
        </Card>
      ))}
    </>
  );
}
