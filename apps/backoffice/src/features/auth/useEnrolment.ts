import type { StaffMe } from '@velas/domain/schemas/backoffice/staff';
import { useFormSubmit } from '@velas/web-core/form/use-form-submit';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch } from '#/core/hooks.ts';
import { signedIn } from '#/core/session.ts';
import { useFinishEnrolmentMutation, useStartEnrolmentMutation } from './api/authApi.ts';

function tokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token === null || token === '' ? null : token;
}

type EnrolmentStep =
  | { name: 'password' }
  | { name: 'authenticator'; qrDataUrl: string; otpauthUri: string }
  | { name: 'recovery'; codes: string[]; me: StaffMe };

export function useEnrolment() {
  const { hash } = useLocation();
  const token = useMemo(() => tokenFromHash(hash), [hash]);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [step, setStep] = useState<EnrolmentStep>({ name: 'password' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [start] = useStartEnrolmentMutation();
  const [finish] = useFinishEnrolmentMutation();

  const passwordForm = useFormSubmit(async () => {
    const answer = await start({ token: token ?? '', password }).unwrap();
    setStep({ name: 'authenticator', ...answer });
  });

  const codeForm = useFormSubmit(
    async () => {
      const answer = await finish({ token: token ?? '', code }).unwrap();
      // The link worked once: it leaves the address bar and the history entry.
      void navigate('/cadastro', { replace: true });
      setStep({ name: 'recovery', codes: answer.recoveryCodes, me: answer.staff });
    },
    {
      onFailure: () => {
        setCode('');
      },
    },
  );

  /** The recovery codes are kept: the staff member is signed in. */
  const enter = (me: StaffMe) => {
    dispatch(signedIn(me));
    void navigate('/', { replace: true });
  };

  return {
    /** Without a token only the first step could be shown, and it cannot be sent. */
    missingToken: token === null && step.name === 'password',
    step,
    password: { value: password, onChange: setPassword, form: passwordForm },
    code: { value: code, onChange: setCode, form: codeForm },
    enter,
  };
}

/** A typed value and the form that sends it. */
export type EnrolmentInput = ReturnType<typeof useEnrolment>['password'];
