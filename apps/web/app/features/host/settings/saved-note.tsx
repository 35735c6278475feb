import { useTranslation } from '../../../i18n/use-translation.tsx';

/** "Saved": viewers see the change at once. */
export function SavedNote({ show, testId }: { show: boolean; testId: string }) {
  const { t } = useTranslation();
  if (!show) return null;
  return (
    <p role="status" className="text-sm text-pitch-400" data-testid={testId}>
      {t('host.settings.saved')}
    </p>
  );
}
