import { getSettingCenterItem } from '@placar/contract/calls/admin';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { HomeTabsEditor } from './home-tabs-editor.tsx';
import { PointedEditor, SiteSettingsEditor } from './pointed-editor.tsx';
import { RotatorEditor } from './rotator-editor.tsx';
import { readFresh, useAdminData } from './use-admin-data.ts';

/** Home configuration: tabs and drop-downs, rotator, recommendations, hot groups, and the site settings. */
export function HomeConfig() {
  const { t } = useTranslation();
  const { data, setData, failed } = useAdminData(async () => (await readFresh(getSettingCenterItem, {})).settings, []);
  return (
    <div className="flex flex-col gap-5" data-testid="admin-home">
      <HomeTabsEditor />
      {failed ? <p className="text-slate-400">{t('admin.loadFailed')}</p> : null}
      {data === null ? null : (
        <>
          <RotatorEditor
            banners={data.homePageRotator}
            onSaved={(banners) => setData({ ...data, homePageRotator: banners })}
          />
          <PointedEditor settings={data} apply={setData} />
          <SiteSettingsEditor settings={data} apply={setData} />
        </>
      )}
    </div>
  );
}
