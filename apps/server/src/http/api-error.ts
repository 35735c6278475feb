import type { Language } from '@placar/contract/languages';
import { messageForCode } from './messages.ts';
import type { Localized } from './messages.ts';

/** An answer other than success: a response code of @placar/contract/codes and, optionally, its own message. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly code: number;
  readonly localized: Localized | undefined;

  constructor(code: number, message?: Localized | string) {
    const localized = typeof message === 'string' ? { en: message, br: message } : message;
    super(localized?.en ?? `response code ${code}`);
    this.code = code;
    this.localized = localized;
  }

  messageIn(language: Language): string {
    return this.localized?.[language] ?? messageForCode(this.code, language);
  }
}
