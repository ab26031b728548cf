import { EnterpriseSignUpForm } from '../../features/auth/components/enterprise-sign-up-form';
import { SignUpPage } from '../../features/auth/components/sign-up-page';

export function Component() {
  return (
    <SignUpPage role="enterprise">
      <EnterpriseSignUpForm />
    </SignUpPage>
  );
}
