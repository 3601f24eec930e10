import { backofficeTexts } from '@velas/domain/backoffice/texts';
import type { ReactNode } from 'react';
import { formatInstant } from '../lib/format.ts';
import { FailureNotice } from '../ui/FailureNotice.tsx';
import { Table } from '../ui/Table.tsx';
import { DecisionButtons, type Decision } from './DecisionButtons.tsx';

interface Proposal {
  id: number;
  reason: string;
  proposedBy: number;
  expiresAt: string;
}

/** A column of the proposal's own between its number and its reason. */
export interface ProposalColumn<P> {
  head: string;
  cell: (proposal: P) => ReactNode;
}

interface ProposalsTableProps<P extends Proposal> {
  label: string;
  list: { isError: boolean; error?: unknown; data?: { proposals: P[] } };
  columns: ProposalColumn<P>[];
  /** The signed-in staff member, who cannot approve their own proposal. */
  staffId: number;
  mayReject?: boolean;
  /** Each button's accessible name, naming the proposal. */
  nameOf: (decision: Decision, proposal: P) => string;
  onDecide: (decision: Decision, proposal: P) => void;
}

export function ProposalsTable<P extends Proposal>({
  label,
  list,
  columns,
  staffId,
  mayReject,
  nameOf,
  onDecide,
}: ProposalsTableProps<P>) {
  return (
    <>
      {list.isError && <FailureNotice error={list.error} />}
      <Table
        label={label}
        head={[
          '#',
          ...columns.map((column) => column.head),
          backofficeTexts.reason,
          backofficeTexts.proposedBy,
          backofficeTexts.expiresAt,
          backofficeTexts.actions,
        ]}
      >
        {(list.data?.proposals ?? []).map((proposal) => (
          <tr key={proposal.id}>
            <td>{proposal.id}</td>
            {columns.map((column) => (
              <td key={column.head}>{column.cell(proposal)}</td>
            ))}
            <td style={{ whiteSpace: 'normal' }}>{proposal.reason}</td>
            <td>#{proposal.proposedBy}</td>
            <td>{formatInstant(proposal.expiresAt)}</td>
            <td>
              <DecisionButtons
                own={proposal.proposedBy === staffId}
                {...(mayReject !== undefined && { mayReject })}
                nameOf={(decision) => nameOf(decision, proposal)}
                onDecide={(decision) => {
                  onDecide(decision, proposal);
                }}
              />
            </td>
          </tr>
        ))}
      </Table>
    </>
  );
}
