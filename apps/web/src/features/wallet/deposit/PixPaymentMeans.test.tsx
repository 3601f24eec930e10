// What a pending charge is paid with (docs/product/wallet.md#wallet-deposits): the
// QR, "Copiar código Pix" and "Já paguei" in the order the device needs, the
// receiver named, and the raw code folded until the copy is refused.
import { screen, within } from '@testing-library/react';
import { comesBefore } from '@velas/web-testing/document-order';
import { describe, expect, it, vi } from 'vitest';
import { depositApi } from '#/test/depositApi.ts';
import { generatedUnderFakeTimers, generatePix, openDeposit } from '#/test/depositFlow.tsx';
import { depositCopy } from './copy.ts';

/** jsdom has no matchMedia: answer max-width queries for a window of `width` px. */
function windowWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const maxWidth = Number(/max-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity);
    return { matches: width <= maxWidth, addEventListener() {}, removeEventListener() {} };
  });
}

/** The names given, in the page's reading order. */
function readingOrder(elements: Record<string, Element>): string[] {
  return Object.entries(elements)
    .sort(([, a], [, b]) => (comesBefore(a, b) ? -1 : 1))
    .map(([name]) => name);
}

describe('paying a Pix charge just generated', () => {
  it('copies its code', async () => {
    const { user } = await generatedUnderFakeTimers();
    const copy = screen.getByRole('button', { name: 'Copiar código Pix' });
    await user.click(copy);
    expect(copy).toHaveTextContent('Copiado!');
    expect(await navigator.clipboard.readText()).toBe(
      screen.getByLabelText<HTMLTextAreaElement>('Pix copia e cola').value,
    );
  });

  it.each([
    // A phone cannot scan its own screen: the buttons come before the QR.
    { device: 'a phone', width: 360, order: ['copy', 'paid', 'qr', 'code'] },
    { device: 'a computer', width: 1366, order: ['qr', 'copy', 'paid', 'code'] },
  ])(
    'on $device, puts "Copiar código Pix" and "Já paguei" in order with the QR, and folds the code',
    async ({ width, order }) => {
      windowWidth(width);
      depositApi();
      const user = await openDeposit();
      await generatePix(user, '50');
      const copy = await screen.findByRole('button', { name: 'Copiar código Pix' });
      const code = screen.getByLabelText('Pix copia e cola');
      // The raw code folded in "Mais opções" under the QR and the two buttons.
      const folded = code.closest('details');
      expect(folded).not.toBeNull();
      expect(folded?.open).toBe(false);
      expect(within(folded as HTMLElement).getByText('Mais opções')).toBeInTheDocument();
      expect(
        readingOrder({
          copy,
          paid: screen.getByRole('button', { name: 'Já paguei' }),
          qr: screen.getByRole('img', { name: 'QR Code Pix para pagamento' }),
          code,
        }),
      ).toEqual(order);
    },
  );

  it('names who receives the money, as the Pix code names it, before the copy button', async () => {
    depositApi();
    const user = await openDeposit();
    await generatePix(user, '50');
    const copy = await screen.findByRole('button', { name: 'Copiar código Pix' });
    const receiver = screen.getByText(
      'Quem recebe: Velas Sandbox (Sao Paulo). Confira esse nome no seu banco antes de confirmar.',
    );
    expect(readingOrder({ receiver, copy })).toEqual(['receiver', 'copy']);
  });

  it('says when the browser refuses the copy, and opens the code to copy by hand', async () => {
    depositApi();
    const user = await openDeposit();
    // A denied permission (or no clipboard outside a secure page) rejects the write.
    const writeText = vi
      .spyOn(navigator.clipboard, 'writeText')
      .mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await generatePix(user, '50');
    const copy = await screen.findByRole('button', { name: depositCopy.copyCode });
    const folded = screen.getByLabelText(depositCopy.codeLabel).closest('details');
    expect(folded?.open).toBe(false);

    await user.click(copy);
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('alert')).toHaveTextContent(depositCopy.copyRefused);
    expect(copy).toHaveTextContent(depositCopy.copyCode);
    expect(folded?.open).toBe(true);
  });
});
