import type { Route } from './+types/register';
import { AuthCard } from '../features/auth/auth-card.tsx';
import { RegisterForm } from '../features/auth/register-form.tsx';
import { pageMeta } from '../lib/page/page-meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'register');

export default function Register() {
  return (
    <AuthCard page="register" links={[{ prompt: 'pages.register.haveAccount', label: 'pages.me.login', to: 'login' }]}>
      <RegisterForm />
    </AuthCard>
  );
}
