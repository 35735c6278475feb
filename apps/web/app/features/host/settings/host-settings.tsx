import { useTranslation } from '../../../i18n/use-translation.tsx';
import { NavLink } from 'react-router';
import { useLang } from '../../../lib/page/use-lang.ts';
import { HostContentGate, NeedsRoom } from '../host-content-gate.tsx';
import { HostCard, HostFrame } from '../host-frame.tsx';
import { useHostContent } from '../use-host-content.ts';
import { CategoryEditor } from './category-editor.tsx';
import { CoverEditor } from './cover-editor.tsx';
import type { EditorProps } from './editor-props.ts';
import { KeyEditor } from './key-editor.tsx';
import { MatchEditor } from './match-editor.tsx';
import { NoticeEditor } from './notice-editor.tsx';
import { OutageEditor } from './outage-editor.tsx';
import { SETTING_TYPES, type SettingType } from './setting-types.ts';
import { TitleEditor } from './title-editor.tsx';

function Editor({ type, ...props }: EditorProps & { type: SettingType }) {
  if (type === 'title') return <TitleEditor {...props} />;
  if (type === 'category') return <CategoryEditor {...props} />;
  if (type === 'cover') return <CoverEditor {...props} />;
  if (type === 'notice') return <NoticeEditor {...props} />;
  if (type === 'match') return <MatchEditor {...props} />;
  if (type === 'outage') return <OutageEditor {...props} />;
  return <KeyEditor {...props} />;
}

/** /host/liveSet/{type}: one editor of the room at a time, the others one tap away. */
export function HostSettings({ type }: { type: SettingType }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { state, reload, replace } = useHostContent();
  return (
    <HostFrame page="hostLiveSet" lead={t('host.settings.lead')}>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-[12rem_minmax(0,1fr)]">
        <nav aria-label={t('host.settings.nav')} className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
          <ul className="flex w-max gap-1 md:w-auto md:flex-col">
            {SETTING_TYPES.map((item) => (
              <li key={item}>
                <NavLink
                  to={`/${lang}/host/liveSet/${item}`}
                  className={({ isActive }) =>
                    `block rounded-xl px-3.5 py-2 text-sm font-semibold whitespace-nowrap ${isActive ? 'bg-ink-800 text-white' : 'text-slate-400 hover:bg-ink-900 hover:text-white'}`
                  }
                  data-testid={`host-set-${item}`}
                >
                  {t(`host.settings.types.${item}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <HostContentGate state={state} onRetry={() => void reload()}>
          {(data) => (
            <NeedsRoom data={data}>
              {(room) => (
                <HostCard title={t(`host.settings.types.${type}`)} testId={`host-editor-${type}`}>
                  <Editor type={type} room={room} onSaved={(next) => replace({ ...data, room: next })} />
                </HostCard>
              )}
            </NeedsRoom>
          )}
        </HostContentGate>
      </div>
    </HostFrame>
  );
}
