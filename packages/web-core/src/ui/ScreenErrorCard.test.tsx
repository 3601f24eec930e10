// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderKit } from '../../test/kit-test-render.tsx';
import { kitCopy } from './copy.ts';
import { ScreenErrorCard } from './ScreenErrorCard.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ScreenErrorCard', () => {
  it('says what happened without detail, named by its title, and retries or reloads', async () => {
    const onRetry = vi.fn();
    const reload = vi.fn();
    vi.stubGlobal('location', { reload });
    renderKit(<ScreenErrorCard onRetry={onRetry} />);

    const card = screen.getByRole('alert', { name: kitCopy.screenErrorTitle });
    expect(card).toHaveTextContent(kitCopy.screenErrorText);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: kitCopy.screenErrorRetry }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: kitCopy.screenErrorReload }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
