import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureInstallPrompt } from '#/lib/pwa/installPrompt.ts';
import { isPhone } from '#/lib/pwa/isPhone.ts';
import { renderApp } from '#/test/renderApp.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('install banner', () => {
  it('recognises phones by the agent string', () => {
    expect(isPhone('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true);
    expect(isPhone('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe(true);
    expect(isPhone('Mozilla/5.0 (X11; Linux x86_64)')).toBe(false);
  });

  it('is not shown on a desktop browser', async () => {
    renderApp('/auth/login');
    await screen.findByRole('heading', { name: 'Entrar' });
    expect(
      screen.queryByRole('complementary', { name: 'Instalar aplicativo' }),
    ).not.toBeInTheDocument();
  });

  it('on a phone without an install prompt, Instalar shows the Android and iPhone steps', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
    );
    const user = userEvent.setup();
    renderApp('/auth/login');
    await user.click(await screen.findByRole('button', { name: 'Já tenho conta' }));
    const banner = screen.getByRole('complementary', { name: 'Instalar aplicativo' });
    await user.click(within(banner).getByRole('button', { name: 'Instalar' }));
    const howTo = await screen.findByRole('dialog', { name: 'Como instalar o aplicativo' });
    expect(within(howTo).getByRole('heading', { name: 'Android (Chrome)' })).toBeInTheDocument();
    expect(within(howTo).getByRole('heading', { name: 'iPhone (Safari)' })).toBeInTheDocument();
    await user.click(within(howTo).getByRole('button', { name: 'Fechar' }));
    expect(howTo.hasAttribute('open')).toBe(false);
  });

  it("uses the browser's install prompt where there is one", async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Linux; Android 14; Pixel 8)',
    );
    captureInstallPrompt();
    const prompt = vi.fn(() => Promise.resolve());
    const offer = Object.assign(new Event('beforeinstallprompt'), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(offer);
    const user = userEvent.setup();
    renderApp('/auth/login');
    await user.click(await screen.findByRole('button', { name: 'Já tenho conta' }));
    await user.click(screen.getByRole('button', { name: 'Instalar' }));
    expect(prompt).toHaveBeenCalledOnce();
    expect(
      screen.queryByRole('dialog', { name: 'Como instalar o aplicativo' }),
    ).not.toBeInTheDocument();
  });
});
