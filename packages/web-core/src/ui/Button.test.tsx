// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../../test/kit-test-render.tsx';
import { Button, ButtonLink, IconButton, InternalButtonLink } from './Button.tsx';

describe('Button and its links', () => {
  it('is a button that answers a click, and none while disabled', async () => {
    const onClick = vi.fn();
    const { rerender } = renderKit(
      <Button type="button" $variant="danger" onClick={onClick}>
        Excluir
      </Button>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    rerender(
      <Button type="button" disabled onClick={onClick}>
        Excluir
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('keeps a link a link, drawn as a button, inside the app or out of it', () => {
    renderKit(
      <MemoryRouter>
        <ButtonLink href="https://example.com/ajuda" $variant="secondary">
          Ajuda
        </ButtonLink>
        <InternalButtonLink to="/auth/login" $block>
          Entrar
        </InternalButtonLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Ajuda' })).toHaveAttribute(
      'href',
      'https://example.com/ajuda',
    );
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/auth/login');
  });

  it('names an icon button by its label', () => {
    renderKit(
      <IconButton type="button" aria-label="Copiar">
        <svg aria-hidden="true" />
      </IconButton>,
    );
    expect(screen.getByRole('button', { name: 'Copiar' })).toBeEnabled();
  });
});
