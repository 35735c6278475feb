import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatDuration } from './duration.ts';

/** formatDuration in the page language. */
export function useFormatDuration(): (seconds: number) => string {
  const { t } = useTranslation();
  const units = { h: t('host.units.h'), min: t('host.units.min'), s: t('host.units.s') };
  return (seconds) => formatDuration(seconds, units);
}
