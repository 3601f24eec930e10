import { messages } from '@velas/domain/messages';
import { failureMessages, isApiFailure } from '../../core/api';

/** Every message of a failed call, or `fallback` when it carried none (a network failure). */
export function failureText(failure: unknown, fallback: string = messages.internalError): string[] {
  if (!isApiFailure(failure)) return [fallback];
  const listed = failureMessages(failure);
  return listed.length > 0 ? listed : [failure.message || fallback];
}
