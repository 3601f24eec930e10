import { staffAuditResponseSchema } from '@velas/domain/schemas/backoffice/staff';
import { parsedAnswer } from '@velas/web-core/parsed-answer';
import { api } from '#/core/api.ts';

const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    staffAudit: build.query({
      query: (filter: { staffId?: string; userId?: string }) => ({
        url: '/audit',
        // A filter left empty is not sent.
        params: Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== '')),
      }),
      responseSchema: parsedAnswer(staffAuditResponseSchema),
    }),
  }),
});

export const { useLazyStaffAuditQuery } = auditApi;
