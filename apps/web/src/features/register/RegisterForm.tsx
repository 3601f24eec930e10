import { PHONE_LENGTH } from '@velas/domain/constants';
import { maskPhone } from '@velas/domain/documents';
import { Form } from '@velas/web-core/form/Form';
import { MessageList } from '@velas/web-core/ui/Alert';
import { Field } from '@velas/web-core/ui/Field';
import { useId } from 'react';
import { LimitsFields } from '#/components/limits/LimitsFields.tsx';
import { ConsentField } from './ConsentField.tsx';
import { registerCopy } from './copy.ts';
import { CpfAndName } from './CpfAndName.tsx';
import { fieldSlots } from './fieldSlots.tsx';
import { PASSWORD_MESSAGES, PasswordFields } from './PasswordFields.tsx';
import { RegisterActions } from './RegisterActions.tsx';
import { useRegistration } from './useRegistration.ts';
import { VerificationPending } from './VerificationPending.tsx';

/** A mobile's mask, from the mask itself: "(99) 99999-9999". */
const PHONE_PLACEHOLDER = maskPhone('9'.repeat(PHONE_LENGTH.mobile));

/** Said under their own field, never again in the summary above. */
const SAID_AT_THEIR_FIELD = [...PASSWORD_MESSAGES, registerCopy.consentRequired];

export function RegisterForm() {
  const { form, cpfCheck, limits, changeLimits, limitErrors, pendingFor, consent } =
    useRegistration();
  const summaryId = useId();
  const slots = fieldSlots(form, summaryId);
  const { typed, slot } = slots;

  if (pendingFor !== null) return <VerificationPending email={pendingFor} />;
  return (
    <Form form={form} noValidate aria-label={registerCopy.title}>
      <div id={summaryId}>
        <MessageList
          items={form.errors.filter((message) => !SAID_AT_THEIR_FIELD.includes(message))}
        />
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
      <PasswordFields form={form} slots={slots} />
      {slot(
        'phone',
        <Field
          label={registerCopy.phone}
          type="tel"
          inputMode="tel"
          placeholder={PHONE_PLACEHOLDER}
          {...typed('phone', maskPhone)}
        />,
      )}
      <LimitsFields draft={limits} errors={limitErrors} onChange={changeLimits} />
      <ConsentField {...consent} />
      <RegisterActions busy={form.busy} />
    </Form>
  );
}
