import { Code } from '@placar/contract/codes';
import type { Envelope } from '@placar/contract/envelope';
import type { Language } from '@placar/contract/languages';
import { toLanguage } from '@placar/contract/languages';
import type { FastifyRequest } from 'fastify';
import { messageForCode } from './messages.ts';

export const API_PREFIX = '/api';

/** Whether a request URL (path and query) is under the API prefix. */
export function isApiUrl(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
}

/** The language of `msg`: the `language` header when it is en or br, else en. */
export function languageOf(request: FastifyRequest): Language {
  return toLanguage(request.headers.language);
}

export function success<T>(data: T, language: Language): Envelope<T> {
  return { code: Code.ok, msg: messageForCode(Code.ok, language), data };
}

export function failure(code: number, msg: string): Envelope<null> {
  return { code, msg, data: null };
}
