import { useCallback, useRef, useState } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { SignUpMethod } from '../components/sign-up-method';

/**
 * The way a new account will sign in (e-mail and password, or phone and SMS codes), and a resolver that checks the
 * fields of whichever is chosen when the form validates.
 */
export function useSignUpMethod<Values extends FieldValues, Parsed>(
  byEmail: Resolver<Values, unknown, Parsed>,
  byPhone: Resolver<Values, unknown, Parsed>,
) {
  const [method, setMethod] = useState<SignUpMethod>('email');
  const current = useRef<SignUpMethod>('email');
  const resolver = useCallback<Resolver<Values, unknown, Parsed>>(
    (values, context, options) => (current.current === 'phone' ? byPhone : byEmail)(values, context, options),
    [byEmail, byPhone],
  );
  const choose = useCallback((next: SignUpMethod, clearErrors: () => void) => {
    current.current = next;
    setMethod(next);
    clearErrors();
  }, []);
  return { method, resolver, choose };
}
