// No CPF, e-mail, phone or token goes in a report.
import { z } from 'zod';
import { CLIENT_ERROR_LIMITS, type ClientErrorReport } from '../client-errors.js';

export const clientErrorReportSchema = z.strictObject({
  context: z.string().max(CLIENT_ERROR_LIMITS.context),
  message: z.string().max(CLIENT_ERROR_LIMITS.message),
  stack: z.string().max(CLIENT_ERROR_LIMITS.stack).optional(),
  path: z.string().max(CLIENT_ERROR_LIMITS.path),
}) satisfies z.ZodType<ClientErrorReport>;
