import type { Route } from './+types/login';
import { AuthCard } from '../features/auth/auth-card.tsx';
import { LoginForm } from '../features/auth/login-form.tsx';
import { pageMeta } from '../lib/page/page-meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'login');

export default function Login() {
  return (
    <AuthCard page="login" links={[{ prompt: 'pages.login.noAccount', label: 'pages.me.register', to: 'register' }]}>
      <LoginForm />
    </AuthCard>
  );
}
