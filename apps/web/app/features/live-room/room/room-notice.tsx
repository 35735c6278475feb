import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Marquee } from '../../../components/ui/marquee.tsx';

/** A notice's lines on one line: a marquee crosses one line (requirement marquee). */
export function noticeLine(notice: string): string {
  return notice
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(' · ');
}

/** The host's notice under the player, scrolling as a marquee (still, and wrapped, with reduced motion). */
export function RoomNotice({ notice }: { notice: string }) {
  const { t } = useTranslation();
  const line = noticeLine(notice);
  if (line === '') return null;
  return (
    <section className="flex flex-col gap-1">
      <h2 className="text-xs font-bold tracking-wider text-slate-400 uppercase">{t('rooms.notice')}</h2>
      <Marquee text={line} label={t('rooms.notice')} testId="room-notice" />
    </section>
  );
}
