// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonMessages } from '@velas/domain/messages/common';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderKit } from '../../test/kit-test-render.tsx';
import type { ApiFailure } from '../api-failure.ts';
import { MessageList } from '../ui/Alert.tsx';
import { Field } from '../ui/Field.tsx';
import { Form } from './Form.tsx';
import { messagesOfFailure, useFormSubmit } from './use-form-submit.ts';
import { useZodForm } from './use-zod-form.ts';

const TOO_SHORT = 'Nome curto demais';
const REQUIRED = 'Preencha o e-mail';

const checkNames = (values: { name: string; email: string }) =>
  values.email === '' ? REQUIRED : values.name.length < 3 ? TOO_SHORT : null;

function NamesForm({
  send,
  check = checkNames,
}: {
  send: (values: { name: string; email: string }) => Promise<unknown>;
  check?: Parameters<typeof useZodForm<{ name: string; email: string }>>[0]['check'];
}) {
  const form = useZodForm({ initial: { name: '', email: '' }, check, send });
  const at = (message: string) => (form.errors.includes(message) ? message : null);
  return (
    <Form form={form} noValidate aria-label="Cadastro">
      <MessageList items={form.errors.filter((message) => message !== TOO_SHORT)} />
      <Field label="E-mail" {...form.bind('email')} error={at(REQUIRED)} />
      <Field
        label="Nome"
        {...form.bind('name', (text) => text.toUpperCase())}
        error={at(TOO_SHORT)}
      />
      <button type="submit" disabled={form.busy}>
        Enviar
      </button>
    </Form>
  );
}

// RTK Query's unwrap() rejects with the plain failure object, not an Error.
// eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
const refused = (failure: ApiFailure) => Promise.reject(failure);

describe('useZodForm', () => {
  it('refuses before any call, marks the field and focuses it, then checks again as one types', async () => {
    const send = vi.fn(() => Promise.resolve());
    renderKit(<NamesForm send={send} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'a@b.com');
    await user.type(screen.getByLabelText('Nome'), 'jo');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    const name = screen.getByLabelText('Nome');
    expect(send).not.toHaveBeenCalled();
    expect(name).toHaveValue('JO');
    expect(name).toBeInvalid();
    expect(name).toHaveAccessibleDescription(TOO_SHORT);
    expect(name).toHaveFocus();

    await user.type(name, 'e');
    expect(name).toBeValid();
    expect(screen.queryByText(TOO_SHORT)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(send).toHaveBeenCalledWith({ name: 'JOE', email: 'a@b.com' });
  });

  it('takes a zod schema as its check: the first issue is the message', async () => {
    const schema = z.object({ email: z.string().min(1, REQUIRED), name: z.string() });
    renderKit(<NamesForm send={() => Promise.resolve()} check={schema} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByRole('alert')).toHaveTextContent(REQUIRED);
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
  });

  it("lists a refused call's messages in the api's words, the button disabled while it runs", async () => {
    let answer: (failure: ApiFailure) => void = () => undefined;
    const send = () =>
      new Promise((_resolve, reject: (failure: unknown) => void) => {
        answer = reject;
      });
    renderKit(<NamesForm send={send} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'a@b.com');
    await user.type(screen.getByLabelText('Nome'), 'Joana');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();

    answer({
      status: 422,
      code: 'invalid',
      message: 'Dados inválidos',
      errors: { a: ['Um'], b: ['Dois'] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('UmDois');
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled();
  });
});

function CodeForm({ action }: { action: () => Promise<unknown> | string | undefined }) {
  const form = useFormSubmit(action, {
    onFailure: () => {
      (document.getElementById('code') as HTMLInputElement).value = '';
    },
  });
  return (
    <Form form={form} submitLabel="Confirmar" actions={<button type="button">Cancelar</button>}>
      <input id="code" aria-label="Código" defaultValue="123456" />
    </Form>
  );
}

describe('useFormSubmit and the Form footer', () => {
  it('says the failure once under the fields and clears what must be typed again', async () => {
    renderKit(
      <CodeForm
        action={() =>
          refused({ status: 401, code: 'unauthenticated', message: 'Código inválido.', errors: {} })
        }
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Código inválido.');
    expect(screen.getByLabelText('Código')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeVisible();
  });

  it('shows the message an action refuses with, and nothing for one that only opens a dialog', async () => {
    const { rerender } = renderKit(<CodeForm action={() => 'Valor inválido'} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Valor inválido');
    rerender(<CodeForm action={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

function LinkForm({ action }: { action: () => Promise<unknown> | string }) {
  const form = useFormSubmit(action);
  return (
    <Form form={form} submitLabel="Entrar">
      {form.code === 'link_invalid' && <a href="/novo">Pedir um novo link</a>}
    </Form>
  );
}

describe("the code of a form's last refusal", () => {
  it("is the api's code of a refused call, what a screen branches on", async () => {
    const link = {
      status: 400,
      code: 'link_invalid',
      message: 'Link inválido.',
      errors: {},
    } as const;
    renderKit(<LinkForm action={() => refused(link)} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('link', { name: 'Pedir um novo link' })).toBeVisible();
  });

  it("is none after the form's own check refused, whatever the message says", async () => {
    renderKit(<LinkForm action={() => 'Link inválido.'} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Entrar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Link inválido.');
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('messagesOfFailure', () => {
  it("is the failure's field messages, else its message, else the generic one", () => {
    expect(
      messagesOfFailure({ status: 422, code: 'refused', message: 'x', errors: { a: ['Um'] } }),
    ).toEqual(['Um']);
    expect(
      messagesOfFailure({ status: 429, code: 'throttled', message: 'Espere', errors: {} }),
    ).toEqual(['Espere']);
    expect(messagesOfFailure(new Error('boom'))).toEqual([commonMessages.internalError]);
  });
});
