import type { Cents } from '@velas/domain/money';
import { doneSchema } from '@velas/domain/schemas/backoffice/common';
import {
  proposalsResponseSchema,
  proposedSchema,
} from '@velas/domain/schemas/backoffice/proposals';
import { parsedAnswer } from '@velas/web-core/parsed-answer';
import { api } from '#/core/api.ts';

const proposalsApi = api.injectEndpoints({
  endpoints: (build) => ({
    proposals: build.query({
      query: () => '/proposals',
      responseSchema: parsedAnswer(proposalsResponseSchema),
      providesTags: ['Proposal'],
    }),
    proposeAdjustment: build.mutation({
      query: ({
        totp,
        ...body
      }: {
        userId: number;
        amountCents: Cents;
        reason: string;
        totp: string;
      }) => ({ url: '/adjustments', method: 'POST', body, totp }),
      responseSchema: proposedSchema,
      invalidatesTags: ['Proposal'],
    }),
    decideProposal: build.mutation({
      query: ({
        id,
        decision,
        reason,
        totp,
      }: {
        id: number;
        decision: 'approve' | 'reject';
        reason: string;
        totp: string;
      }) => ({
        url: `/proposals/${id}/${decision}`,
        method: 'POST',
        // approve takes no body; reject keeps its reason.
        body: decision === 'reject' ? { reason } : {},
        totp,
      }),
      responseSchema: doneSchema,
      invalidatesTags: ['Proposal', 'Queue'],
    }),
  }),
});

export const { useProposalsQuery, useProposeAdjustmentMutation, useDecideProposalMutation } =
  proposalsApi;
