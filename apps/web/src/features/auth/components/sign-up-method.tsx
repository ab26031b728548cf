import { useTranslation } from '../../../lib/use-translation';

export type SignUpMethod = 'email' | 'phone';

/** How the new account will sign in: e-mail and a password, or the mobile number and SMS codes. */
export function SignUpMethodChoice({
  value,
  onChange,
}: {
  value: SignUpMethod;
  onChange(method: SignUpMethod): void;
}) {
  const { t } = useTranslation();
  const options: SignUpMethod[] = ['email', 'phone'];
  return (
    <fieldset className="space-y-2 sm:col-span-2">
      <legend className="text-sm font-medium text-stone-800">{t('auth.signup.methodLegend')}</legend>
      {options.map((option) => (
        <label key={option} className="flex min-h-11 items-center gap-2 text-sm text-stone-800">
          <input
            type="radio"
            name="sign-up-method"
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
            className="size-4"
          />
          {t(option === 'email' ? 'auth.signup.methodEmail' : 'auth.signup.methodPhone')}
        </label>
      ))}
    </fieldset>
  );
}
