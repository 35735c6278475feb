import type { User } from '@placar/contract/account-entities';
import { CHAT_COLORS } from '@placar/contract/chat-colors';
import { changeChatColor } from '@placar/contract/calls/user';
import { type Language, LANGUAGES } from '@placar/contract/languages';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useLocation, useNavigate } from 'react-router';
import { FormMessage } from '../../components/forms/form-status.tsx';
import { useSubmit } from '../../components/forms/use-submit.ts';
import { callApi } from '../../lib/api/contract-call.ts';
import { pathInLanguage } from '../../lib/page/language.ts';
import { updateSessionUser } from '../../lib/session/session.ts';
import { saveSettings } from './save-settings.ts';
import { SettingsSection } from '../../components/ui/settings-section.tsx';

type Toggle = 'notifyMatchStart' | 'notifyHostLive';

/** Chat colour, language (saved and applied to the page) and notification switches. */
export function ProfilePreferences({ user, lang }: { user: User; lang: Language }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { busy, error, run } = useSubmit();

  const pickColor = (color: (typeof CHAT_COLORS)[number]) =>
    void run(async () => {
      const answer = await callApi(changeChatColor, { color });
      updateSessionUser(answer.user);
    });

  const pickLanguage = (language: Language) =>
    void run(async () => {
      await saveSettings({ language });
      if (language !== lang) void navigate(pathInLanguage(pathname, search, language));
    });

  const toggle = (key: Toggle) => void run(async () => void (await saveSettings({ [key]: !user[key] })));

  return (
    <SettingsSection title={t('profile.preferences')} testId="me-preferences">
      <div className="flex flex-col gap-5">
        {error ? (
          <FormMessage tone="error" testId="me-preferences-error">
            {error}
          </FormMessage>
        ) : null}
        <fieldset className="flex flex-col gap-2" disabled={busy}>
          <legend className="mb-2 text-sm font-semibold text-slate-300">{t('profile.chatColor')}</legend>
          <div className="flex flex-wrap gap-2.5" role="radiogroup" aria-label={t('profile.chatColor')}>
            {CHAT_COLORS.map((color) => {
              const active = user.chatColor === color;
              return (
                <button
                  key={color}
                  type="button"
                  role="radio"
                  aria-checked={active}
                  aria-label={t('profile.chatColorNamed', { color })}
                  onClick={() => pickColor(color)}
                  data-testid={`me-chat-color-${color.slice(1)}`}
                  className={`size-9 rounded-full transition ${active ? 'ring-2 ring-white ring-offset-2 ring-offset-ink-900' : 'hover:scale-110'}`}
                  style={{ backgroundColor: color }}
                />
              );
            })}
          </div>
          <p className="text-sm">
            <span className="font-bold" style={{ color: user.chatColor }}>
              {user.nickname || user.username}
            </span>
            <span className="text-slate-400">: {t('profile.chatSample')}</span>
          </p>
        </fieldset>
        <fieldset disabled={busy}>
          <legend className="mb-2 text-sm font-semibold text-slate-300">{t('profile.language')}</legend>
          <div
            className="inline-flex rounded-full border border-ink-700 bg-ink-950 p-1"
            role="radiogroup"
            aria-label={t('profile.language')}
          >
            {LANGUAGES.map((option) => (
              <button
                key={option}
                type="button"
                role="radio"
                aria-checked={user.language === option}
                onClick={() => pickLanguage(option)}
                data-testid={`me-language-${option}`}
                className={`rounded-full px-4 py-1.5 text-sm font-semibold transition ${user.language === option ? 'bg-pitch-500 text-ink-950' : 'text-slate-300 hover:text-white'}`}
              >
                {t(`nav.languages.${option}`)}
              </button>
            ))}
          </div>
        </fieldset>
        <fieldset className="flex flex-col gap-1" disabled={busy}>
          <legend className="mb-2 text-sm font-semibold text-slate-300">{t('profile.notifications')}</legend>
          {(['notifyMatchStart', 'notifyHostLive'] as const).map((key) => (
            <label
              key={key}
              className="flex cursor-pointer items-center justify-between gap-4 rounded-xl px-1 py-2 text-slate-200"
            >
              {t(`profile.${key}`)}
              <input
                type="checkbox"
                role="switch"
                className="peer sr-only"
                checked={user[key]}
                onChange={() => toggle(key)}
                data-testid={`me-${key === 'notifyMatchStart' ? 'notify-match-start' : 'notify-host-live'}`}
              />
              <span
                aria-hidden
                className="relative h-6 w-11 shrink-0 rounded-full bg-ink-700 transition peer-checked:bg-pitch-500 peer-focus-visible:ring-2 peer-focus-visible:ring-pitch-400 after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:transition peer-checked:after:translate-x-5"
              />
            </label>
          ))}
        </fieldset>
      </div>
    </SettingsSection>
  );
}
