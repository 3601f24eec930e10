import { generatePixPayload } from '@brazilian-utils/brazilian-utils';
import { centsToDecimalString, type Cents } from '@velas/domain/money';
import QRCode from 'qrcode';
import type { PixConfig } from '#/config/pix-config.js';

/** `txid` is 1–25 characters of [A-Za-z0-9]; null when the library refuses the input. */
export function pixBrCode(config: PixConfig, amount: Cents, txid: string): string | null {
  return generatePixPayload({
    key: config.PIX_KEY,
    merchantName: config.PIX_MERCHANT_NAME,
    merchantCity: config.PIX_MERCHANT_CITY,
    // The library takes reais; the decimal string keeps the value exact (it re-checks two decimals).
    amount: Number(centsToDecimalString(amount)),
    txid,
  });
}

/**
 * The same black and white pixels as grey levels (no colour, no alpha) with one
 * row filter: each module is a square of identical rows, so "up" turns most
 * rows into zeros, and zlib's default level packs them as small as level 9.
 * pngjs's defaults (RGBA, all five filters tried on every row, level 9) made
 * each deposit spend about twice the CPU for a larger file
 * (docs/architecture.md#measurements). colorType and filterType are pngjs
 * options the qrcode types do not list.
 */
const PNG_OPTIONS = { deflateLevel: 6, colorType: 0, filterType: 2 };

/** base64 PNG without the data: prefix (docs/product/wallet.md#wallet-deposits: data.image). */
export async function qrPngBase64(code: string): Promise<string> {
  const png = await QRCode.toBuffer(code, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 320,
    rendererOpts: PNG_OPTIONS,
  });
  return png.toString('base64');
}
