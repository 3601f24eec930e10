// Links built from the operator settings. Each answers undefined when the
// operator did not configure what it needs, and the caller then shows nothing
// (what is not configured is not shown,
// so no screen shows a dead link such as a wa.me without a number).
import { commonMessages } from '@velas/domain/messages/common';
import type { PublicSettingsResponse } from '@velas/domain/schemas/operator-settings';

type Support = PublicSettingsResponse['support'];

/** A chat conversation with the support number, the message prefilled. */
export function chatLink(support: Support | undefined, message: string): string | undefined {
  if (!support?.chatNumber) return undefined;
  const url = new URL(`https://wa.me/${support.chatNumber}`);
  url.searchParams.set('text', message);
  return url.toString();
}

/** The operator's purchase message with the product in place of `{produto}`. */
export function purchaseMessage(support: Support | undefined, product: string): string {
  const template = support?.messages.purchase ?? commonMessages.purchaseMessageDefault;
  return template.includes('{produto}')
    ? template.replaceAll('{produto}', product)
    : `${template} ${product}`;
}
