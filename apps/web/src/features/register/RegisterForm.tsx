import { maskPhone } from '@velas/domain/documents';
import { messages } from '@velas/domain/messages';
import { RISK_WARNING } from '@velas/domain/protection';
import { LOGIN_PATH } from '@velas/domain/routes';
import { Form } from '@velas/web-core/form/Form';
import { MessageList } from '@velas/web-core/ui/Alert';
import { Button } from '@velas/web-core/ui/Button';
import { Field } from '@velas/web-core/ui/Field';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { LimitsFields } from '../../components/limits/LimitsFields';
import { SupportLink } from '../../components/support/SupportLink';
import { registerCopy } from './copy';
import { CpfAndName } from './CpfAndName';
import { PasswordToggle } from './PasswordToggle';
import { usePasswordCheck } from './usePasswordCheck';
import { useRegistration, type TypedField } from './useRegistration';
import { VerificationPending } from './VerificationPending';

/** Messages a field owns: said at that field, once, never again in the summary above. */
const PASSWORD_MESSAGES: readonly string[] = [
  messages.passwordTooShort,
  messages.passwordTooGuessable,
  messages.passwordsDoNotMatch,
];

/**
 * An empty field after the spec's 'Todos os campos devem ser preenchidos!':
 * marked, and described by that one summary, rather than saying it again
 * under every field.
 */
const Slot = styled.div`
  &[data-missing='true'] input {
    border: 2px solid ${({ theme }) => theme.colors.loss};
  }
`;

export function RegisterForm() {
  const { form, cpfCheck, limits, changeLimits, limitErrors, pendingFor } = useRegistration();
  const [showPassword, setShowPassword] = useState(false);
  const passwordCheck = usePasswordCheck();
  const summaryId = useId();
  const { errors } = form;

  /** After 'Todos os campos…', whether this field is one of the empty ones. */
  const missing = (field: TypedField): boolean =>
    errors.includes(messages.registrationFieldsRequired) && form.values[field].trim() === '';
  /** The field's value and change, described by the summary while it is one of the empty ones. */
  const typed = (field: TypedField, mask?: (text: string) => string) => ({
    ...form.bind(field, mask),
    ...(missing(field) && { 'aria-describedby': summaryId }),
  });
  const slot = (field: TypedField, input: ReactNode) => (
    <Slot data-missing={missing(field)}>{input}</Slot>
  );
  /** A password message shows at its field only; the others concern the whole form. */
  const at = (message: string) => (errors.includes(message) ? message : null);
  const passwordType = showPassword ? 'text' : 'password';

  if (pendingFor !== null) return <VerificationPending email={pendingFor} />;
  return (
    <Form form={form} noValidate aria-label={registerCopy.title}>
      <div id={summaryId}>
        <MessageList items={errors.filter((message) => !PASSWORD_MESSAGES.includes(message))} />
      </div>
      {slot('cpf', <CpfAndName cpfCheck={cpfCheck} cpf={typed('cpf')} />)}
      {slot(
        'email',
        <Field
          label={registerCopy.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...typed('email')}
        />,
      )}
      {slot(
        'password',
        <Field
          label={registerCopy.password}
          type={passwordType}
          autoComplete="new-password"
          {...typed('password')}
          onValueChange={(text) => {
            passwordCheck.forget();
            typed('password').onValueChange(text);
          }}
          // Judged on leaving the field, with the details typed so far: the rule
          // is said in the hint, a refusal before the whole form is sent.
          onBlur={() => {
            void passwordCheck.judge(form.values.password, form.values);
          }}
          hint={registerCopy.passwordHint}
          announce
          error={
            at(messages.passwordTooShort) ??
            at(messages.passwordTooGuessable) ??
            passwordCheck.verdict
          }
          addon={
            <PasswordToggle
              shown={showPassword}
              onToggle={() => {
                setShowPassword((shown) => !shown);
              }}
            />
          }
        />,
      )}
      {slot(
        'confirmPassword',
        <Field
          label={registerCopy.confirmPassword}
          type={passwordType}
          autoComplete="new-password"
          {...typed('confirmPassword')}
          announce
          error={at(messages.passwordsDoNotMatch)}
        />,
      )}
      {slot(
        'phone',
        <Field
          label={registerCopy.phone}
          type="tel"
          inputMode="tel"
          placeholder="(99) 99999-9999"
          {...typed('phone', maskPhone)}
        />,
      )}
      <LimitsFields draft={limits} errors={limitErrors} onChange={changeLimits} />
      <p role="note">{RISK_WARNING}</p>
      <Button type="submit" $block disabled={form.busy}>
        {form.busy ? registerCopy.registering : registerCopy.createAccount}
      </Button>
      <p>
        {registerCopy.hasAccount}
        <Link to={LOGIN_PATH}>{registerCopy.signIn}</Link>
      </p>
      <p>
        <SupportLink message={registerCopy.supportMessage} />
      </p>
    </Form>
  );
}
