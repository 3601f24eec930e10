import { accountStatusLabels, labelOf } from '@velas/domain/backoffice/code-labels';
import { backofficeTexts } from '@velas/domain/backoffice/texts';
import type { PlayerSummary } from '@velas/domain/schemas/backoffice/players';
import { Button } from '@velas/web-core/ui/Button';
import { Card } from '@velas/web-core/ui/Card';
import { Field } from '@velas/web-core/ui/Field';
import { useState, type SyntheticEvent } from 'react';
import { Link } from 'react-router';
import { QueryTable } from '#/ui/QueryTable.tsx';
import type { Column } from '#/ui/SectionTable.tsx';
import { useLazySearchPlayersQuery } from './api/playersApi.ts';

const foundColumns: readonly Column<PlayerSummary>[] = [
  { head: backofficeTexts.colId, cell: (player) => player.id },
  { head: backofficeTexts.email, cell: (player) => player.email },
  { head: backofficeTexts.colName, cell: (player) => player.name },
  { head: backofficeTexts.cpf, cell: (player) => player.cpfMasked },
  {
    head: backofficeTexts.state,
    cell: (player) =>
      player.blocked ? backofficeTexts.blocked : labelOf(accountStatusLabels, player.status),
  },
  {
    head: '',
    cell: (player) => (
      <Link to={`/jogadores/${player.id}`} aria-label={`${backofficeTexts.open} ${player.email}`}>
        {backofficeTexts.open}
      </Link>
    ),
  },
];

export function PlayerSearchScreen() {
  const [q, setQ] = useState('');
  const [search, result] = useLazySearchPlayersQuery();
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (q.trim() !== '') void search(q.trim());
  };
  return (
    <>
      <h1>{backofficeTexts.searchTitle}</h1>
      <Card>
        <form onSubmit={submit} role="search">
          <Field label={backofficeTexts.searchLabel} value={q} onValueChange={setQ} required />
          <Button type="submit">{backofficeTexts.search}</Button>
        </form>
      </Card>
      <QueryTable
        query={result}
        rows={(data) => data.players}
        label={backofficeTexts.navPlayers}
        columns={foundColumns}
        rowKey={(player) => player.id}
        empty={backofficeTexts.noPlayers}
      />
    </>
  );
}
