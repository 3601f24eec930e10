import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import AccountScreen from './AccountScreen';

describe('Minha conta', () => {
  it('keeps the standard gap between its cards and its form at a readable width', () => {
    renderWithProviders(<AccountScreen />);
    const sessions = screen.getByRole('heading', { name: 'Sessões' });
    const stack = sessions.parentElement?.parentElement;
    if (!stack) throw new Error('no card stack');
    // docs/design.md#principles: the cards never touch; forms stop at 560 px.
    expect(getComputedStyle(stack).display).toBe('grid');
    expect(getComputedStyle(stack).gap).toBe('16px');
    const form = stack.querySelector('form');
    if (!form) throw new Error('no password form');
    expect(getComputedStyle(form).maxWidth).toBe('560px');
  });
});
