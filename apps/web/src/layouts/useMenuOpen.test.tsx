import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMenuOpen } from './useMenuOpen.ts';

function Menu() {
  const { open, menuId, wrapper, toggle } = useMenuOpen();
  return (
    <div>
      <div ref={wrapper}>
        <button type="button" aria-expanded={open} aria-controls={menuId} onClick={toggle}>
          menu
        </button>
        {open && <p id={menuId}>inside</p>}
      </div>
      <p>outside</p>
      <dialog>in a dialog</dialog>
    </div>
  );
}

function openMenu() {
  render(<Menu />);
  fireEvent.click(screen.getByRole('button', { name: 'menu' }));
  expect(screen.getByText('inside')).toBeInTheDocument();
}

describe('useMenuOpen', () => {
  it('toggles from its trigger', () => {
    openMenu();
    fireEvent.click(screen.getByRole('button', { name: 'menu' }));
    expect(screen.queryByText('inside')).not.toBeInTheDocument();
  });

  it('stays open on a click inside, closes on a click outside', () => {
    openMenu();
    fireEvent.mouseDown(screen.getByText('inside'));
    expect(screen.getByText('inside')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByText('outside'));
    expect(screen.queryByText('inside')).not.toBeInTheDocument();
  });

  it('stays open on a click in a dialog opened from it', () => {
    openMenu();
    fireEvent.mouseDown(screen.getByText('in a dialog'));
    expect(screen.getByText('inside')).toBeInTheDocument();
  });

  it('closes on Escape, unless a dialog is open on top', () => {
    openMenu();
    const dialog = screen.getByText('in a dialog');
    act(() => {
      dialog.setAttribute('open', '');
    });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByText('inside')).toBeInTheDocument();
    act(() => {
      dialog.removeAttribute('open');
    });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByText('inside')).not.toBeInTheDocument();
  });
});
