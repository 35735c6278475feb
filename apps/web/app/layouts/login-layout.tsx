import { Outlet } from 'react-router';
import { Logo } from '../components/ui/logo.tsx';
import { MAIN_TARGET_CLASS, SkipLink, mainTarget } from '../components/ui/skip-link.tsx';
import { LanguageSwitch } from '../components/ui/language-switch.tsx';
import { useLang } from '../lib/page/use-lang.ts';

/** A centred card with the logo: login, register, reset password, location forbidden. */
export default function LoginLayout() {
  const lang = useLang();
  return (
    <div className="relative flex min-h-dvh flex-col items-center justify-center overflow-hidden px-4 py-10">
      <SkipLink />
      <div
        aria-hidden
        className="pointer-events-none absolute -top-40 left-1/2 size-[36rem] -translate-x-1/2 rounded-full bg-pitch-500/10 blur-3xl"
      />
      <div className="absolute top-4 right-4">
        <LanguageSwitch />
      </div>
      <div className="relative mb-8">
        <Logo to={`/${lang}`} size="lg" />
      </div>
      <main
        {...mainTarget}
        className={`relative w-full max-w-md rounded-3xl border border-ink-700 bg-ink-900/90 p-6 shadow-2xl shadow-black/50 sm:p-8 ${MAIN_TARGET_CLASS}`}
        data-testid="login-card"
      >
        <Outlet />
      </main>
    </div>
  );
}
