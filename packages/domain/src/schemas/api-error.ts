// Every error answer of the api (docs/api/calls.md#error-answers): `code` is
// what a client branches on, `message` the pt-BR text it shows, `errors` the
// same texts by field.
import { z } from 'zod';
import { API_ERROR_CODES } from '../api-error-codes.js';

export const apiErrorSchema = z.object({
  code: z.enum(API_ERROR_CODES),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
