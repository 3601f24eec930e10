import { screen } from '@testing-library/react';
import { ChoiceField, Field } from '@velas/web-core/ui/Field';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders.tsx';

describe('fields', () => {
  it('space a select as they space an input, so a form keeps one rhythm', () => {
    renderWithProviders(
      <form>
        <ChoiceField label="Tipo" value="a" choices={['a', 'b']} onChoose={() => undefined} />
        <Field label="Vela (x)" defaultValue="50" />
      </form>,
    );
    const select = screen.getByRole('combobox', { name: 'Tipo' });
    const input = screen.getByRole('textbox', { name: 'Vela (x)' });
    const spacing = (control: HTMLElement) =>
      getComputedStyle(control.closest('form > *') as HTMLElement).marginBottom;
    expect(spacing(select)).toBe('12px');
    expect(spacing(select)).toBe(spacing(input));
  });
});
