import type { RotatorBanner } from '@placar/contract/admin-entities';
import { pointSeletionItem } from '@placar/contract/calls/admin';
import { uploadFile } from '@placar/contract/calls/user';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { api } from '../../lib/api/api-client.ts';
import { callApi } from '../../lib/api/contract-call.ts';
import { AdminButton, AdminSection, Field, SaveStatus, inputClass } from './admin-ui.tsx';
import { useSave } from './use-admin-data.ts';

type Draft = Omit<RotatorBanner, 'id'> & { id?: string };

const emptyBanner = (): Draft => ({
  title: { en: '', br: '' },
  subtitle: { en: '', br: '' },
  link: null,
  image: null,
  matchId: null,
  startsAt: null,
  endsAt: null,
});
/** An ISO instant as a datetime-local value in the admin's zone, and back. */
const toLocal = (iso: string | null) =>
  iso === null
    ? ''
    : new Date(new Date(iso).getTime() - new Date(iso).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
const fromLocal = (value: string) => (value === '' ? null : new Date(value).toISOString());

/** The home rotator: banners with an uploaded image, a link or a match, the dates they show, in order. */
export function RotatorEditor({
  banners,
  onSaved,
}: {
  banners: RotatorBanner[];
  onSaved: (banners: RotatorBanner[]) => void;
}) {
  const { t } = useTranslation();
  const [list, setList] = useState<Draft[]>(banners);
  const { status, busy, save } = useSave();
  useEffect(() => setList(banners), [banners]);
  const patch = (index: number, change: Partial<Draft>) =>
    setList((current) => current.map((banner, at) => (at === index ? { ...banner, ...change } : banner)));

  const upload = async (index: number, file: File | undefined) => {
    if (file === undefined) return;
    const form = new FormData();
    form.append('file', file);
    const answer = await save(() => api.upload<{ url: string }>(uploadFile.path, { purpose: 'cover' }, form));
    if (answer !== null) patch(index, { image: answer.url });
  };

  return (
    <AdminSection
      title={t('admin.home.rotator')}
      testId="admin-rotator"
      actions={<AdminButton onClick={() => setList([...list, emptyBanner()])}>{t('admin.add')}</AdminButton>}
    >
      <ol className="flex flex-col gap-3">
        {list.map((banner, index) => (
          <li key={banner.id ?? `new-${index}`} className="grid gap-2 rounded-xl bg-ink-850 p-3 sm:grid-cols-2">
            <Field label={`${t('admin.home.bannerTitle')} (en)`}>
              <input
                className={inputClass}
                value={banner.title.en}
                onChange={(event) => patch(index, { title: { ...banner.title, en: event.target.value } })}
              />
            </Field>
            <Field label={`${t('admin.home.bannerTitle')} (br)`}>
              <input
                className={inputClass}
                value={banner.title.br}
                onChange={(event) => patch(index, { title: { ...banner.title, br: event.target.value } })}
              />
            </Field>
            <Field label={t('admin.home.link')}>
              <input
                className={inputClass}
                value={banner.link ?? ''}
                placeholder="/schedule/today"
                onChange={(event) => patch(index, { link: event.target.value === '' ? null : event.target.value })}
              />
            </Field>
            <Field label={t('admin.home.matchId')}>
              <input
                className={inputClass}
                inputMode="numeric"
                value={banner.matchId ?? ''}
                onChange={(event) =>
                  patch(index, { matchId: /^\d+$/.test(event.target.value) ? Number(event.target.value) : null })
                }
              />
            </Field>
            <Field label={t('admin.home.startsAt')}>
              <input
                type="datetime-local"
                className={inputClass}
                value={toLocal(banner.startsAt)}
                onChange={(event) => patch(index, { startsAt: fromLocal(event.target.value) })}
              />
            </Field>
            <Field label={t('admin.home.endsAt')}>
              <input
                type="datetime-local"
                className={inputClass}
                value={toLocal(banner.endsAt)}
                onChange={(event) => patch(index, { endsAt: fromLocal(event.target.value) })}
              />
            </Field>
            <Field label={t('admin.home.image')}>
              <input
                type="file"
                accept="image/*"
                className="text-sm text-slate-300"
                onChange={(event) => void upload(index, event.target.files?.[0])}
              />
            </Field>
            <div className="flex items-end gap-2">
              {banner.image ? <img src={banner.image} alt="" className="h-12 w-20 rounded object-cover" /> : null}
              <AdminButton
                label={t('admin.up')}
                onClick={() =>
                  index > 0 &&
                  setList([...list.slice(0, index - 1), banner, list[index - 1] as Draft, ...list.slice(index + 1)])
                }
              >
                ↑
              </AdminButton>
              <AdminButton label={t('admin.remove')} onClick={() => setList(list.filter((_, at) => at !== index))}>
                ×
              </AdminButton>
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-3 flex items-center gap-3">
        <AdminButton
          kind="primary"
          disabled={busy}
          onClick={() =>
            void save(() => callApi(pointSeletionItem, { area: 'homePageRotator', banners: list })).then(
              (answer) => answer && onSaved(answer.settings.homePageRotator),
            )
          }
        >
          {t('admin.save')}
        </AdminButton>
        <SaveStatus status={status} />
      </div>
    </AdminSection>
  );
}
