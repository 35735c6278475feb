import { sportRules } from '@placar/contract/sports/sport-registry';
import type { Sport } from '@placar/contract/sports/served-sports';
import type { Language } from '@placar/contract/languages';
import type { ROOM_LANGUAGES } from '@placar/contract/live-rules';
import type { Localized } from '../../http/messages.ts';

/** The message followers get when a host opens the room. */
export function hostLiveMessage(hostName: string, title: string): { title: Localized; body: Localized } {
  return { title: { en: `${hostName} is live`, br: `${hostName} está ao vivo` }, body: { en: title, br: title } };
}

const LANGUAGE_LABELS: Record<(typeof ROOM_LANGUAGES)[number], Localized> = {
  pt: { en: 'Portuguese', br: 'Português' },
  en: { en: 'English', br: 'Inglês' },
  es: { en: 'Spanish', br: 'Espanhol' },
};

export const sportLabel = (sport: Sport, language: Language) => sportRules(sport).name[language];
export const roomLanguageLabel = (code: (typeof ROOM_LANGUAGES)[number], language: Language) =>
  LANGUAGE_LABELS[code][language];
