// Who a Pix code pays, read from the code itself (the BR Code's merchant name
// and city, parsed and CRC-checked by @brazilian-utils): the words the payer's
// bank shows before they confirm, so the deposit screen can say them first.
import { getPixPayloadInfo } from '@brazilian-utils/brazilian-utils';

export interface PixReceiver {
  name: string;
  city: string;
}

/** The receiver a Pix copia-e-cola code names, or null when it is not a valid BR Code. */
export function pixReceiverOf(code: string): PixReceiver | null {
  const info = getPixPayloadInfo(code);
  return info === null ? null : { name: info.merchantName, city: info.merchantCity };
}
