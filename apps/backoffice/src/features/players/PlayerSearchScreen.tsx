// Find a player by e-mail, CPF or id (GET /ops-api/players?q=).
import { accountStatusLabels, labelOf } from '@velas/domain/backoffice/code-labels';
import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { Alert } from '@velas/web-core/ui/Alert';
import { Button } from '@velas/web-core/ui/Button';
import { Card } from '@velas/web-core/ui/Card';
import { Field } from '@velas/web-core/ui/Field';
import { useState, type SyntheticEvent } from 'react';
import { Link } from 'react-router';
import { FailureNotice } from '../../ui/FailureNotice';
import { Table } from '../../ui/Table';
import { useLazySearchPlayersQuery } from './api/playersApi';

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
          <Field
            label={backofficeTexts.searchLabel}
            value={q}
            onChange={(event) => {
              setQ(event.target.value);
            }}
            required
          />
          <Button type="submit">{backofficeTexts.search}</Button>
        </form>
      </Card>
      {result.isError && <FailureNotice error={result.error} />}
      {result.data && result.data.players.length === 0 && (
        <Alert tone="info" announce="quiet">
          {backofficeTexts.noPlayers}
        </Alert>
      )}
      {result.data && result.data.players.length > 0 && (
        <Card>
          <Table
            label={backofficeTexts.navPlayers}
            head={[
              backofficeTexts.colId,
              backofficeTexts.email,
              backofficeTexts.colName,
              backofficeTexts.cpf,
              backofficeTexts.state,
              '',
            ]}
          >
            {result.data.players.map((player) => (
              <tr key={player.id}>
                <td>{player.id}</td>
                <td>{player.email}</td>
                <td>{player.name}</td>
                <td>{player.cpfMasked}</td>
                <td>
                  {player.blocked
                    ? backofficeTexts.blocked
                    : labelOf(accountStatusLabels, player.status)}
                </td>
                <td>
                  <Link
                    to={`/jogadores/${player.id}`}
                    aria-label={`${backofficeTexts.open} ${player.email}`}
                  >
                    {backofficeTexts.open}
                  </Link>
                </td>
              </tr>
            ))}
          </Table>
        </Card>
      )}
    </>
  );
}
