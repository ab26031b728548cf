import type { LoaderFunctionArgs } from 'react-router';
import { authProvidersQueryOptions } from '../../features/auth/api/get-auth-providers';
import { EnterpriseSignUpForm } from '../../features/auth/components/enterprise-sign-up-form';
import { SignUpPage } from '../../features/auth/components/sign-up-page';
import { preload } from '../../lib/route-data';

/** Whether Google is offered, asked as the route is entered (the page waits for it: no button appears late). */
export const loader = ({ context }: LoaderFunctionArgs) =>
  preload(context, (client) => [client.ensureQueryData(authProvidersQueryOptions)]);

export function Component() {
  return (
    <SignUpPage role="enterprise">
      <EnterpriseSignUpForm />
    </SignUpPage>
  );
}
