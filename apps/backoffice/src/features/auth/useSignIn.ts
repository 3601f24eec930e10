import { useFormSubmit } from '@velas/web-core/form/use-form-submit';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '#/core/hooks.ts';
import { signedIn } from '#/core/session.ts';
import { useSignInMutation, useSignInTotpMutation } from './api/authApi.ts';

export function useSignIn() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [step, setStep] = useState<'password' | 'totp'>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [useRecovery, setUseRecovery] = useState(false);
  const [signIn] = useSignInMutation();
  const [sendTotp] = useSignInTotpMutation();

  const passwordForm = useFormSubmit(async () => {
    await signIn({ email: email.trim(), password }).unwrap();
    setStep('totp');
  });

  const totpForm = useFormSubmit(
    async () => {
      const me = await sendTotp(
        useRecovery ? { recoveryCode: code.trim() } : { code: code.trim() },
      ).unwrap();
      dispatch(signedIn(me));
      void navigate('/', { replace: true });
    },
    {
      onFailure: () => {
        setCode('');
      },
    },
  );

  return {
    step,
    credentials: { email, setEmail, password, setPassword, form: passwordForm },
    second: {
      code,
      setCode,
      useRecovery,
      /** From the authenticator's code to a recovery code and back, the field emptied. */
      toggleRecovery: () => {
        setUseRecovery(!useRecovery);
        setCode('');
      },
      form: totpForm,
    },
  };
}

type SignIn = ReturnType<typeof useSignIn>;
export type Credentials = SignIn['credentials'];
export type SecondFactor = SignIn['second'];
