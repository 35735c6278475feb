import type { Language } from '@placar/contract/languages';

/**
 * The few date formats the pages use, written from tables instead of Intl.DateTimeFormat
 * (decision 0097: a page's first one costs tens of ms in one task). The strings are what Node's
 * ICU writes for en-GB and pt-BR (match-time.test.ts holds them); server and browser now write
 * the same ones whatever ICU each has. Any other options go to Intl.
 */
const NAMES = {
  en: {
    weekdayShort: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    weekdayLong: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    monthShort: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
    monthLong: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
  },
  br: {
    weekdayShort: ['dom.', 'seg.', 'ter.', 'qua.', 'qui.', 'sex.', 'sáb.'],
    weekdayLong: ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'],
    monthShort: ['jan.', 'fev.', 'mar.', 'abr.', 'mai.', 'jun.', 'jul.', 'ago.', 'set.', 'out.', 'nov.', 'dez.'],
    monthLong: [
      'janeiro',
      'fevereiro',
      'março',
      'abril',
      'maio',
      'junho',
      'julho',
      'agosto',
      'setembro',
      'outubro',
      'novembro',
      'dezembro',
    ],
  },
} as const;

const two = (value: number) => (value < 10 ? `0${value}` : String(value));

/**
 * A date written with the names above, for the option sets the pages use; `wall` is the date's
 * wall-clock time as a UTC instant (read with UTC getters). Undefined for any other options.
 */
export function namedDate(wall: number, lang: Language, options: Intl.DateTimeFormatOptions): string | undefined {
  const { weekday, day, month, year, ...rest } = options;
  if (Object.keys(rest).length > 0) return undefined;
  const date = new Date(wall);
  const names = NAMES[lang];
  const dayOfMonth = date.getUTCDate();
  const weekdayIndex = date.getUTCDay();
  const monthIndex = date.getUTCMonth();
  const en = lang === 'en';
  if (year !== undefined) {
    if (year !== 'numeric' || weekday !== 'short' || day !== 'numeric' || month !== 'short') return undefined;
    const full = date.getUTCFullYear();
    return en
      ? `${names.weekdayShort[weekdayIndex]}, ${dayOfMonth} ${names.monthShort[monthIndex]} ${full}`
      : `${names.weekdayShort[weekdayIndex]}, ${dayOfMonth} de ${names.monthShort[monthIndex]} de ${full}`;
  }
  if (weekday === 'short' && day === undefined && month === undefined) return names.weekdayShort[weekdayIndex];
  if (weekday === undefined && day === 'numeric' && month === 'numeric')
    return `${two(dayOfMonth)}/${two(monthIndex + 1)}`;
  if (weekday === undefined && day === 'numeric' && month === 'short')
    return en ? `${dayOfMonth} ${names.monthShort[monthIndex]}` : `${dayOfMonth} de ${names.monthShort[monthIndex]}`;
  if (weekday === 'short' && day === 'numeric' && month === 'short') {
    return en
      ? `${names.weekdayShort[weekdayIndex]} ${dayOfMonth} ${names.monthShort[monthIndex]}`
      : `${names.weekdayShort[weekdayIndex]}, ${dayOfMonth} de ${names.monthShort[monthIndex]}`;
  }
  if (weekday === 'long' && day === 'numeric' && month === 'long') {
    return en
      ? `${names.weekdayLong[weekdayIndex]} ${dayOfMonth} ${names.monthLong[monthIndex]}`
      : `${names.weekdayLong[weekdayIndex]}, ${dayOfMonth} de ${names.monthLong[monthIndex]}`;
  }
  return undefined;
}
