// An error the client should see: an HTTP status and the pt-BR `{ message, errors }` body.
import type { ApiError } from '@velas/domain/schemas/api-error';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: ApiError['errors'] = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }

  /** A failure tied to one field, e.g. `HttpError.field(422, 'email', messages.emailTaken)`. */
  static field(statusCode: number, field: string, message: string): HttpError {
    return new HttpError(statusCode, message, { [field]: [message] });
  }
}
