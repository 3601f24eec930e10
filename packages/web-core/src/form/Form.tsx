// The `<form>` of a FormSubmit. Given a submit label, it ends as the back
// office's forms do: the failure of the last try said once under the fields
// (role=alert), then the submit button, disabled while the call runs, with
// any other buttons beside it. The web's forms place their messages
// themselves (a summary above, each field's own at it).
import type { FormHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { MessageList } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import type { FormSubmit } from './use-form-submit.ts';

interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  form: FormSubmit;
  /** Ends the form with its failure and this submit button. */
  submitLabel?: string;
  /** Buttons beside the submit one (cancel, another way in). */
  actions?: ReactNode;
  children: ReactNode;
}

export function Form({ form, submitLabel, actions, children, ...formProps }: FormProps) {
  const { setFormElement, submit } = form;
  return (
    <form ref={setFormElement} onSubmit={submit} {...formProps}>
      {children}
      {submitLabel !== undefined && (
        <Footer form={form} submitLabel={submitLabel} actions={actions} />
      )}
    </form>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;

interface FooterProps {
  form: FormSubmit;
  submitLabel: string;
  actions: ReactNode;
}

function Footer({ form, submitLabel, actions }: FooterProps) {
  return (
    <>
      <MessageList items={form.errors} />
      <Row>
        <Button type="submit" disabled={form.busy}>
          {submitLabel}
        </Button>
        {actions}
      </Row>
    </>
  );
}
