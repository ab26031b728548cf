import { CreatorSignUpForm } from '../../features/auth/components/creator-sign-up-form';
import { SignUpPage } from '../../features/auth/components/sign-up-page';

export function Component() {
  return (
    <SignUpPage role="creator">
      <CreatorSignUpForm />
    </SignUpPage>
  );
}
