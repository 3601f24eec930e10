// The words the payer's bank shows before they confirm, so the deposit screen can say them first.
import { getPixPayloadInfo } from '@brazilian-utils/brazilian-utils';

export interface PixReceiver {
  name: string;
  city: string;
}

export function pixReceiverOf(code: string): PixReceiver | null {
  const info = getPixPayloadInfo(code);
  return info === null ? null : { name: info.merchantName, city: info.merchantCity };
}
