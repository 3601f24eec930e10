// They know nothing of HTTP: http/error-handler.ts gives each its status code.
import type { ApiErrorCode, GenericErrorCode } from '@velas/domain/api-error-codes';
import type { ApiError } from '@velas/domain/schemas/api-error';

type FieldErrors = ApiError['errors'];

export interface DomainErrorOptions extends ErrorOptions {
  /** The fields it concerns, each with its messages; one field with one message is `X.field`. */
  fields?: FieldErrors;
  /**
   * What a client branches on, when it is more than the kind's own code
   * (`@velas/domain/schemas/api-error`'s specific codes); else the kind's.
   */
  code?: ApiErrorCode;
}

export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'gone'
  | 'refused'
  | 'throttled'
  | 'internalFailure'
  | 'upstreamFailed'
  | 'unavailable';

/** The code an error of each kind carries unless it names a specific one. */
const CODE_OF_KIND: Record<DomainErrorKind, GenericErrorCode> = {
  invalid: 'invalid',
  unauthenticated: 'unauthenticated',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  gone: 'gone',
  refused: 'refused',
  throttled: 'throttled',
  internalFailure: 'internal_failure',
  upstreamFailed: 'upstream_failed',
  unavailable: 'unavailable',
};

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;

  readonly errors: FieldErrors;

  readonly #code: ApiErrorCode | undefined;

  /** `cause`: what failed underneath (a provider's answer), for the log only. */
  constructor(message: string, { fields = {}, code, ...options }: DomainErrorOptions = {}) {
    super(message, options);
    this.name = new.target.name;
    this.errors = fields;
    this.#code = code;
  }

  /**
   * The answer's `code`. The kind is a subclass field, set after this
   * constructor: read when answered. Not named `code`: Node and Fastify give
   * an error's `code` their own values (a validator's error gets
   * `FST_ERR_VALIDATION` written onto it).
   */
  get answerCode(): ApiErrorCode {
    return this.#code ?? CODE_OF_KIND[this.kind];
  }

  static field<T extends DomainError>(
    this: new (message: string, options?: DomainErrorOptions) => T,
    field: string,
    message: string,
    code?: ApiErrorCode,
  ): T {
    return new this(message, { fields: { [field]: [message] }, code });
  }
}

/** The request says something that cannot be: a span that ends before it starts, a token that is none. */
export class Invalid extends DomainError {
  readonly kind = 'invalid';
}

/** No one is signed in, or the proof of who asks (password, signature, key) is wrong. */
export class Unauthenticated extends DomainError {
  readonly kind = 'unauthenticated';
}

export class Forbidden extends DomainError {
  readonly kind = 'forbidden';
}

export class NotFound extends DomainError {
  readonly kind = 'notFound';
}

/** The thing is no longer in the state the request expects: decided, settled, taken. */
export class Conflict extends DomainError {
  readonly kind = 'conflict';
}

/** What the request points at is gone for good (a used or expired link). */
export class Gone extends DomainError {
  readonly kind = 'gone';
}

/** A rule refuses the request as it is: a limit, a balance, an address missing. */
export class Refused extends DomainError {
  readonly kind = 'refused';
}

/** Too many attempts: wait and try again. */
export class Throttled extends DomainError {
  readonly kind = 'throttled';
}

/** Something that must not happen did; the text is what the player may be told. */
export class InternalFailure extends DomainError {
  readonly kind = 'internalFailure';
}

/** A provider (payment, e-mail, game aggregator) failed to do its part. */
export class UpstreamFailed extends DomainError {
  readonly kind = 'upstreamFailed';
}

/** Not now: a provider did not answer, the server is full or closing. */
export class Unavailable extends DomainError {
  readonly kind = 'unavailable';
}
