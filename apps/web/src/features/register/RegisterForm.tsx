import { maskCpf, maskPhone } from '@velas/domain/documents';
import { messages } from '@velas/domain/messages';
import { RISK_WARNING } from '@velas/domain/protection';
import { HOME_PATH, LOGIN_PATH } from '@velas/domain/routes';
import { checkRegistration, type RegistrationForm } from '@velas/domain/validation';
import { reportError } from '@velas/web-core/report-error';
import { Button } from '@velas/web-core/ui/Button';
import { Field } from '@velas/web-core/ui/Field';
import { useEffect, useId, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import {
  LimitsFields,
  draftOf,
  limitsOf,
  type LimitsErrors,
} from '../../components/limits/LimitsFields';
import { SupportLink } from '../../components/support/SupportLink';
import { failureMessages, isApiFailure } from '../../core/api';
import { useAppDispatch } from '../../core/hooks';
import { loggedIn } from '../../core/session/sessionSlice';
import type { LoginNotice } from '../../lib/loginNotice';
import { useLoginMutation } from '../../services/accountApi';
import { Alert, MessageList } from '../../ui/Alert';
import { registrationPayload, secondSystemUser } from './buildRegistration';
import { registerCopy } from './copy';
import { PasswordToggle } from './PasswordToggle';
import { useCreateSecondSystemUserMutation, useRegisterMutation } from './registerApi';
import { TestDocuments } from './TestDocuments';
import { useCpfCheck } from './useCpfCheck';

/** The api's limit messages, by field; the first of each. */
function limitsErrorsOf(errors: Record<string, string[]>): LimitsErrors {
  return {
    lossLimit: errors.lossLimit?.[0] ?? null,
    sessionMinutes: errors.sessionMinutes?.[0] ?? null,
  };
}

function withoutLimits(errors: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).filter(([field]) => field !== 'lossLimit' && field !== 'sessionMinutes'),
  );
}

const emptyForm = { email: '', password: '', confirmPassword: '', cpf: '', phone: '' };

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

/**
 * The name the CPF check returned, masked by the server ("Maria T. da S."):
 * a value, shown as one (not greyed like a placeholder), with what it is.
 */
const NameSlot = styled.div`
  input[readonly] {
    opacity: 1;
    font-weight: 600;
    background: ${({ theme }) => theme.colors.raised};
  }
  p {
    margin: -${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.type.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export function RegisterForm() {
  const [form, setForm] = useState(emptyForm);
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  // The api's messages about the limits, shown at their fields, not in the list above.
  const [limitErrors, setLimitErrors] = useState<LimitsErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  // After a refused try, the first field marked is brought into view and
  // focused: a message far from its field goes unseen on a phone.
  const [showFirstInvalid, setShowFirstInvalid] = useState(0);
  useEffect(() => {
    if (showFirstInvalid === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>(
      '[aria-invalid="true"], [data-missing="true"] input',
    );
    if (!first) return;
    // Not every browser engine has it (jsdom has none): the focus still lands.
    if ('scrollIntoView' in first) first.scrollIntoView({ block: 'center' });
    first.focus({ preventScroll: true });
  }, [showFirstInvalid]);
  // After a first try the form checks itself as it is filled: fixed messages go away.
  const [tried, setTried] = useState(false);
  const [limits, setLimits] = useState(draftOf);
  // The regulator's check did not answer: no account yet, an e-mail will follow.
  const [pendingFor, setPendingFor] = useState<string | null>(null);
  const cpfCheck = useCpfCheck();
  const [register, { isLoading }] = useRegisterMutation();
  const [createSecondSystemUser] = useCreateSecondSystemUserMutation();
  const [login, { isLoading: signingIn }] = useLoginMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  /**
   * Signs the new player in with what they just typed, through the ordinary
   * login (docs/product.md#registration): the registration's answer stays
   * the same for everyone and carries no session, and the login opens only
   * the account whose password this is. When the e-mail was taken, that is
   * not this person's password: the login refuses, and the person lands on
   * the sign-in screen as before, with nothing said about the e-mail.
   */
  const signInAfterRegistration = async (email: string, password: string): Promise<boolean> => {
    try {
      const answer = await login({ login: email, email, password }).unwrap();
      dispatch(loggedIn(answer, email));
      return true;
    } catch {
      return false;
    }
  };

  const set = (
    field: keyof typeof emptyForm,
    mask: (value: string) => string = (value) => value,
  ) => ({
    onChange: (event: { target: { value: string } }) => {
      const next = { ...form, [field]: mask(event.target.value) };
      setForm(next);
      if (tried) {
        const invalid = checkRegistration({ ...next, name: cpfCheck.person?.name ?? '' });
        setErrors(invalid ? [invalid] : []);
      }
    },
    value: form[field],
    ...describedIfMissing(field),
  });

  /** A password message shows at its field only; the others concern the whole form. */
  const fieldError = (message: string) => (errors.includes(message) ? message : null);
  const summaryErrors = errors.filter((message) => !PASSWORD_MESSAGES.includes(message));
  const summaryId = useId();
  /** After 'Todos os campos…', whether this field is one of the empty ones. */
  const missing = (field: keyof typeof emptyForm): boolean =>
    errors.includes(messages.registrationFieldsRequired) && form[field].trim() === '';
  /** The field in its slot, marked while it is one of the empty ones. */
  const slot = (field: keyof typeof emptyForm, input: ReactNode) => (
    <Slot data-missing={missing(field)}>{input}</Slot>
  );
  const describedIfMissing = (field: keyof typeof emptyForm) =>
    missing(field) ? { 'aria-describedby': summaryId } : {};

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const full: RegistrationForm = { ...form, name: cpfCheck.person?.name ?? '' };
    const invalid = checkRegistration(full);
    setTried(true);
    setErrors(invalid ? [invalid] : []);
    setLimitErrors({});
    if (invalid) {
      setShowFirstInvalid((count) => count + 1);
      return;
    }
    try {
      // The same answer whatever the CPF: free, or held by another account
      // (docs/product.md#registration). The new account signs in like any other.
      const answer = await register(registrationPayload(full, limitsOf(limits))).unwrap();
      if ('status' in answer) {
        setPendingFor(full.email.trim());
        return;
      }
    } catch (failure) {
      const owned = isApiFailure(failure) ? limitsErrorsOf(failure.errors) : {};
      const listed = isApiFailure(failure)
        ? failureMessages({ ...failure, errors: withoutLimits(failure.errors) })
        : [];
      setLimitErrors(owned);
      setErrors(
        listed.length > 0 || owned.lossLimit || owned.sessionMinutes
          ? listed
          : [messages.registrationFailed],
      );
      setShowFirstInvalid((count) => count + 1);
      return;
    }
    // docs/product.md#second-system: the second system learns of the user too; its answer is not
    // used.
    await createSecondSystemUser(secondSystemUser(full))
      .unwrap()
      .catch((failure: unknown) => {
        reportError(failure, 'second system user creation');
      });
    const email = full.email.trim();
    if (await signInAfterRegistration(email, full.password)) {
      await navigate(HOME_PATH, { replace: true });
      return;
    }
    const state: LoginNotice = { notice: messages.registrationSucceeded, email };
    await navigate(LOGIN_PATH, { state });
  };

  if (pendingFor !== null) return <VerificationPending email={pendingFor} />;

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={registerCopy.title}
      onSubmit={(event) => void submit(event)}
    >
      <div id={summaryId}>
        <MessageList items={summaryErrors} />
      </div>
      {/* CPF first, as Brazilian apps ask it: the name comes from it, right under it. */}
      {slot(
        'cpf',
        <Field
          label={registerCopy.cpf}
          inputMode="numeric"
          placeholder="999.999.999-99"
          {...set('cpf', maskCpf)}
          onBlur={() => void cpfCheck.check(form.cpf)}
          aria-describedby={
            [cpfCheck.checking ? 'cpf-checking' : '', missing('cpf') ? summaryId : '']
              .filter(Boolean)
              .join(' ') || undefined
          }
        />,
      )}
      {cpfCheck.checking && <p id="cpf-checking">{registerCopy.checkingCpf}</p>}
      <TestDocuments />
      <MessageList items={cpfCheck.errors} />
      <NameSlot>
        <Field
          label={registerCopy.name}
          readOnly
          value={cpfCheck.person?.name ?? ''}
          placeholder={registerCopy.nameFromCpf}
          aria-describedby={cpfCheck.person ? 'name-masked' : undefined}
        />
        {cpfCheck.person && <p id="name-masked">{registerCopy.nameMasked}</p>}
      </NameSlot>
      {slot(
        'email',
        <Field
          label={registerCopy.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...set('email')}
        />,
      )}
      {slot(
        'password',
        <Field
          label={registerCopy.password}
          type={showPassword ? 'text' : 'password'}
          autoComplete="new-password"
          {...set('password')}
          announce
          error={fieldError(messages.passwordTooShort) ?? fieldError(messages.passwordTooGuessable)}
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
          type={showPassword ? 'text' : 'password'}
          autoComplete="new-password"
          {...set('confirmPassword')}
          announce
          error={fieldError(messages.passwordsDoNotMatch)}
        />,
      )}
      {slot(
        'phone',
        <Field
          label={registerCopy.phone}
          type="tel"
          inputMode="tel"
          placeholder="(99) 99999-9999"
          {...set('phone', maskPhone)}
        />,
      )}
      <LimitsFields
        draft={limits}
        errors={limitErrors}
        onChange={(next) => {
          setLimits(next);
          setLimitErrors({});
        }}
      />
      <p role="note">{RISK_WARNING}</p>
      <Button type="submit" $block disabled={isLoading || signingIn}>
        {isLoading || signingIn ? registerCopy.registering : registerCopy.createAccount}
      </Button>
      <p>
        {registerCopy.hasAccount}
        <Link to={LOGIN_PATH}>{registerCopy.signIn}</Link>
      </p>
      <p>
        <SupportLink message={registerCopy.supportMessage} />
      </p>
    </form>
  );
}

/** What happens next, in plain words: nothing to do but wait for the e-mail. */
function VerificationPending({ email }: { email: string }) {
  return (
    <section aria-labelledby="verification-pending">
      <h2 id="verification-pending">{messages.registrationPendingTitle}</h2>
      <Alert tone="info">{messages.registrationPending}</Alert>
      <p>
        {messages.registrationPendingEmailTo} <strong>{email}</strong>
      </p>
      <p>{messages.registrationPendingNoSignInYet}</p>
      <p>
        <Link to={LOGIN_PATH}>{messages.backToLogin}</Link>
      </p>
    </section>
  );
}
