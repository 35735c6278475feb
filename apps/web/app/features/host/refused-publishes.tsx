import type { PublishRefusal } from '@placar/contract/live-entities';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useLang } from '../../lib/page/use-lang.ts';
import type { HostContent } from './use-host-content.ts';
import { HostCard } from './host-frame.tsx';

/** Refusals shown: the latest few say what to fix; older ones are history. */
const SHOWN = 5;

function timeOf(iso: string, lang: string): string {
  return new Date(iso).toLocaleTimeString(lang === 'br' ? 'pt-BR' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}

/**
 * Why the host's encoder was turned away (issue 40): a wrong or old key, a busy room, a suspended
 * host, a stream over the limits. OBS only says "failed to connect"; the reason is here, newest first.
 */
export function RefusedPublishes({ stream }: { stream: HostContent['stream'] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const refusals: PublishRefusal[] = stream?.refusals.slice(0, SHOWN) ?? [];
  if (refusals.length === 0) return null;
  return (
    <HostCard title={t('host.refusals.title')} testId="publish-refusals">
      <ul className="flex flex-col gap-2">
        {refusals.map((refusal) => (
          <li
            key={`${refusal.at}-${refusal.reason}`}
            className="rounded-xl border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm text-red-100"
            data-testid="publish-refusal"
            data-reason={refusal.reason}
          >
            <p className="flex flex-wrap items-baseline justify-between gap-x-3 font-bold">
              <span>{t(`host.refusals.reasons.${refusal.reason}.title`)}</span>
              <time dateTime={refusal.at} className="text-xs font-semibold text-red-200/70 tabular-nums">
                {timeOf(refusal.at, lang)}
              </time>
            </p>
            {refusal.detail ? (
              <p className="text-red-100/90" data-testid="publish-refusal-detail">
                {refusal.detail}
              </p>
            ) : null}
            <p className="text-red-100/80">{t(`host.refusals.reasons.${refusal.reason}.fix`)}</p>
          </li>
        ))}
      </ul>
    </HostCard>
  );
}
