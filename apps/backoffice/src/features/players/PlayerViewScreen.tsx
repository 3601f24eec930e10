// One player's whole picture (GET /ops-api/players/:id), CPF and birth date
// masked until a compliance member reveals them with a reason; the actions
// the signed-in role may take (the others are not shown; a 403 that comes
// anyway shows the api's text).
import {
  accountStatusLabels,
  kycStatusLabels,
  labelOf,
} from '@velas/domain/backoffice/code-labels';
import { roleMay, type Permission } from '@velas/domain/backoffice/permissions';
import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { formatCents } from '@velas/domain/money';
import { Alert } from '@velas/web-core/ui/Alert';
import { Button } from '@velas/web-core/ui/Button';
import { Card } from '@velas/web-core/ui/Card';
import { useState } from 'react';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { ActionDialog } from '../../components/ActionDialog';
import { useAppSelector } from '../../core/hooks';
import { formatInstant } from '../../lib/format';
import { FailureNotice } from '../../ui/FailureNotice';
import { Row } from '../../ui/Row';
import {
  useAddNoteMutation,
  usePlayerActionMutation,
  usePlayerQuery,
  useRevealPlayerMutation,
} from './playersApi';
import { PlayerSections } from './PlayerSections';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 12px;
  margin: 0 0 16px;
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.85rem;
  }
  dd {
    margin: 0;
    font-weight: 600;
    word-break: break-word;
  }
`;

type Open = 'reveal' | 'block' | 'unblock' | 'sign-out' | 'note' | null;

export function PlayerViewScreen() {
  const id = Number(useParams().id);
  const role = useAppSelector((state) => state.session.me?.role);
  const may = (permission: Permission) => role !== undefined && roleMay(role, permission);
  const view = usePlayerQuery(id, { skip: !Number.isInteger(id) || id <= 0 });
  const [reveal, revealed] = useRevealPlayerMutation();
  const [act] = usePlayerActionMutation();
  const [addNote] = useAddNoteMutation();
  const [open, setOpen] = useState<Open>(null);
  const [done, setDone] = useState<string | null>(null);

  if (view.isError) return <FailureNotice error={view.error} />;
  if (!view.data) return <p role="status">{backofficeTexts.loading}</p>;
  const { player } = view.data;
  const blocked = view.data.accountBlocks.some((block) => block.liftedAt === null);
  const shown = revealed.data;

  return (
    <>
      <h1>
        {player.name} <small>#{player.id}</small>
      </h1>
      {done && <Alert tone="success">{done}</Alert>}
      <Card aria-label={player.email}>
        <Facts>
          <div>
            <dt>{backofficeTexts.email}</dt>
            <dd>{player.email}</dd>
          </div>
          <div>
            <dt>{backofficeTexts.balance}</dt>
            <dd>{formatCents(player.balanceCents)}</dd>
          </div>
          <div>
            <dt>{backofficeTexts.state}</dt>
            <dd>
              {blocked ? backofficeTexts.blocked : labelOf(accountStatusLabels, player.status)}
            </dd>
          </div>
          <div>
            <dt>{backofficeTexts.cpf}</dt>
            <dd data-testid="cpf">{shown?.cpf ?? player.cpfMasked}</dd>
          </div>
          <div>
            <dt>{backofficeTexts.birthDate}</dt>
            <dd data-testid="birth-date">
              {shown?.birthDate !== undefined
                ? (shown.birthDate ?? '—')
                : (player.birthDateMasked ?? '—')}
            </dd>
          </div>
          <div>
            <dt>{backofficeTexts.phone}</dt>
            <dd>{player.phone}</dd>
          </div>
          <div>
            <dt>{backofficeTexts.accountCreated}</dt>
            <dd>{formatInstant(player.createdAt)}</dd>
          </div>
          <div>
            <dt>{backofficeTexts.kyc}</dt>
            <dd>{labelOf(kycStatusLabels, view.data.kyc.status)}</dd>
          </div>
        </Facts>
        <Row>
          {may('players.reveal') && !shown && (
            <Button
              type="button"
              $variant="secondary"
              onClick={() => {
                setOpen('reveal');
              }}
            >
              {backofficeTexts.reveal}
            </Button>
          )}
          {may('players.block') &&
            (blocked ? (
              <Button
                type="button"
                $variant="secondary"
                onClick={() => {
                  setOpen('unblock');
                }}
              >
                {backofficeTexts.unblock}
              </Button>
            ) : (
              <Button
                type="button"
                $variant="danger"
                onClick={() => {
                  setOpen('block');
                }}
              >
                {backofficeTexts.block}
              </Button>
            ))}
          {may('players.sign_out') && (
            <Button
              type="button"
              $variant="secondary"
              onClick={() => {
                setOpen('sign-out');
              }}
            >
              {backofficeTexts.signOutEverywhere}
            </Button>
          )}
          {may('players.note') && (
            <Button
              type="button"
              $variant="secondary"
              onClick={() => {
                setOpen('note');
              }}
            >
              {backofficeTexts.addNote}
            </Button>
          )}
        </Row>
      </Card>
      <PlayerSections view={view.data} />
      {open === 'reveal' && (
        <ActionDialog
          title={backofficeTexts.revealTitle}
          hint={backofficeTexts.revealHint}
          confirmLabel={backofficeTexts.reveal}
          onClose={() => {
            setOpen(null);
          }}
          onConfirm={({ reason }) => reveal({ id, reason }).unwrap()}
        />
      )}
      {(open === 'block' || open === 'unblock' || open === 'sign-out') && (
        <ActionDialog
          title={
            open === 'block'
              ? backofficeTexts.block
              : open === 'unblock'
                ? backofficeTexts.unblock
                : backofficeTexts.signOutEverywhere
          }
          confirmLabel={backofficeTexts.confirm}
          onClose={() => {
            setOpen(null);
          }}
          onConfirm={async ({ reason }) => {
            await act({ id, action: open, reason }).unwrap();
            setDone(backofficeTexts.done);
          }}
        />
      )}
      {open === 'note' && (
        <ActionDialog
          title={backofficeTexts.addNote}
          reasonLabel={backofficeTexts.note}
          confirmLabel={backofficeTexts.addNote}
          onClose={() => {
            setOpen(null);
          }}
          onConfirm={async ({ reason }) => {
            await addNote({ id, body: reason }).unwrap();
            setDone(backofficeTexts.done);
          }}
        />
      )}
    </>
  );
}
