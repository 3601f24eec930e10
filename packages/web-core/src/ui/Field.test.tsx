// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../../test/kit-test-render.tsx';
import { ChoiceField, Field } from './Field.tsx';

describe('Field', () => {
  it('names its input by its label, and reads its hint with it', () => {
    renderKit(<Field label="CPF" hint="Só os números" value="" onChange={() => undefined} />);
    const input = screen.getByLabelText('CPF');
    expect(input).toHaveAccessibleDescription('Só os números');
    expect(input).toBeValid();
  });

  it('marks the input invalid and describes it by its message, after any description given', () => {
    renderKit(
      <>
        <p id="summary">Todos os campos devem ser preenchidos!</p>
        <Field
          label="E-mail"
          aria-describedby="summary"
          error="E-mail inválido"
          value=""
          onChange={() => undefined}
        />
      </>,
    );
    const input = screen.getByLabelText('E-mail');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription(
      'Todos os campos devem ser preenchidos! E-mail inválido',
    );
    // Said at the field only, not announced: a summary elsewhere does that.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('announces its message when asked (a form without a summary)', () => {
    renderKit(
      <Field label="Senha" error="Senha curta" announce value="" onChange={() => undefined} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Senha curta');
  });

  it('hands both onChange and onValueChange the typed text, and keeps its addon beside it', async () => {
    const onChange = vi.fn();
    const onValueChange = vi.fn();
    renderKit(
      <Field
        label="Nome"
        defaultValue=""
        onChange={onChange}
        onValueChange={onValueChange}
        addon={<button type="button">Mostrar</button>}
      />,
    );
    await userEvent.setup().type(screen.getByLabelText('Nome'), 'A');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenCalledWith('A');
    expect(screen.getByRole('button', { name: 'Mostrar' })).toBeVisible();
  });
});

describe('ChoiceField', () => {
  it('answers with the chosen value, not its text', async () => {
    const onChoose = vi.fn();
    renderKit(
      <ChoiceField
        label="Minutos"
        value={30}
        choices={[30, 60]}
        optionLabel={(minutes) => `${minutes} min`}
        onChoose={onChoose}
      />,
    );
    await userEvent.setup().selectOptions(screen.getByLabelText('Minutos'), '60 min');
    expect(onChoose).toHaveBeenCalledWith(60);
  });
});
