import {
  staffAccountApprovedSchema,
  staffAccountProposalsResponseSchema,
  staffCreateResponseSchema,
  staffListResponseSchema,
} from '@velas/domain/schemas/backoffice/staff';
import { noContentSchema } from '@velas/domain/schemas/common';
import type { StaffRole } from '@velas/domain/staff/permissions';
import { api } from '#/core/api.ts';

const staffApi = api.injectEndpoints({
  endpoints: (build) => ({
    staffList: build.query({
      query: () => '/staff',
      responseSchema: staffListResponseSchema,
      providesTags: ['Staff'],
    }),
    staffProposals: build.query({
      query: () => '/staff/proposals',
      responseSchema: staffAccountProposalsResponseSchema,
      providesTags: ['Staff'],
    }),
    proposeStaff: build.mutation({
      query: (body: { email: string; role: StaffRole; reason: string }) => ({
        url: '/staff',
        method: 'POST',
        body,
      }),
      responseSchema: staffCreateResponseSchema,
      invalidatesTags: ['Staff'],
    }),
    approveStaff: build.mutation({
      query: ({ id, totp }: { id: number; totp: string }) => ({
        url: `/staff/proposals/${id}/approve`,
        method: 'POST',
        totp,
      }),
      responseSchema: staffAccountApprovedSchema,
      invalidatesTags: ['Staff'],
    }),
    rejectStaff: build.mutation<null, { id: number; reason: string; totp: string }>({
      query: ({ id, reason, totp }) => ({
        url: `/staff/proposals/${id}/reject`,
        method: 'POST',
        body: { reason },
        totp,
      }),
      responseSchema: noContentSchema,
      invalidatesTags: ['Staff'],
    }),
    setStaffEnabled: build.mutation<null, { id: number; enable: boolean; reason: string }>({
      query: ({ id, enable, reason }) => ({
        url: `/staff/${id}/${enable ? 'enable' : 'disable'}`,
        method: 'POST',
        body: { reason },
      }),
      responseSchema: noContentSchema,
      invalidatesTags: ['Staff'],
    }),
  }),
});

export const {
  useStaffListQuery,
  useStaffProposalsQuery,
  useProposeStaffMutation,
  useApproveStaffMutation,
  useRejectStaffMutation,
  useSetStaffEnabledMutation,
} = staffApi;
