import type { Route } from './+types/reset-password';
import { AuthCard } from '../features/auth/auth-card.tsx';
import { ResetPasswordForm } from '../features/auth/reset-password-form.tsx';
import { pageMeta } from '../lib/page/page-meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'resetpassword');

export default function ResetPassword() {
  return (
    <AuthCard page="resetpassword" links={[{ label: 'pages.me.login', to: 'login' }]}>
      <ResetPasswordForm />
    </AuthCard>
  );
}
