import type { CodeName } from '@placar/contract/codes';
import { codeName } from '@placar/contract/codes';
import type { Language } from '@placar/contract/languages';
import {
  CODE_MESSAGE,
  EMAIL_EXAMPLE,
  EMAIL_MESSAGE,
  NICKNAME_LENGTH_MESSAGE,
  NICKNAME_TEXT_MESSAGE,
  PASSWORD_MESSAGE,
  PASSWORDS_DO_NOT_MATCH,
  USERNAME_MESSAGE,
} from '@placar/contract/account-rules';
import { CHAT_COLORS } from '@placar/contract/chat-colors';
import { NICKNAME_LENGTH, PASSWORD_LENGTH, USERNAME_LENGTH } from '@placar/contract/constants';
import { TEXT_RULE_MESSAGE } from '@placar/contract/text-rule';
import { LIVE_RULE_MESSAGES_BR } from '@placar/contract/live-rules';
import { CHAT_RULE_MESSAGES_BR } from '@placar/contract/chat-rules';
import { ADMIN_RULE_MESSAGES_BR } from '@placar/contract/admin-rules';
import { COUNTRY_CODE_MESSAGE } from '@placar/contract/countries';

/** A text in each interface language. */
export type Localized = Record<Language, string>;

/** The default `msg` of each response code. */
const codeMessages: Record<CodeName, Localized> = {
  ok: { en: 'Success', br: 'Sucesso' },
  invalidInput: { en: 'Invalid input', br: 'Dados inválidos' },
  mustLogInAgain: { en: 'Please log in again!', br: 'Por favor, faça login novamente!' },
  accessTokenExpired: { en: 'Your session has expired', br: 'Sua sessão expirou' },
  forbidden: { en: 'You are not allowed to do this', br: 'Você não tem permissão para fazer isso' },
  notFound: { en: 'Not found', br: 'Não encontrado' },
  conflict: { en: 'This already exists', br: 'Isso já existe' },
  tooManyRequests: {
    en: 'Too many requests: try again in a moment',
    br: 'Muitas solicitações: tente novamente em instantes',
  },
  blockedByLocation: { en: 'Not available in your location', br: 'Indisponível na sua região' },
  internal: {
    en: 'Something went wrong on our side. Please try again.',
    br: 'Algo deu errado do nosso lado. Tente novamente.',
  },
  dependencyDown: {
    en: 'A service we depend on is unavailable. Please try again shortly.',
    br: 'Um serviço do qual dependemos está indisponível. Tente novamente em breve.',
  },
};

/** Messages for requests the HTTP layer rejects before any call runs. */
export const requestMessages = {
  invalidJson: { en: 'body: is not valid JSON', br: 'body: não é um JSON válido' },
  emptyJsonBody: {
    en: 'body: must not be empty when Content-Type is application/json',
    br: 'body: não pode ser vazio quando o Content-Type é application/json',
  },
  unsupportedMediaType: { en: 'Content-Type: must be application/json', br: 'Content-Type: deve ser application/json' },
  bodyTooLarge: { en: 'body: is too large', br: 'body: é grande demais' },
  badUrl: { en: 'url: is not a valid URL', br: 'url: não é uma URL válida' },
  requestKeyReused: {
    en: 'X-Request-Key: was already used for another request; send this one with a new key',
    br: 'X-Request-Key: já foi usada em outro pedido; envie este com uma nova chave',
  },
  noApiCall: (method: string, path: string): Localized => ({
    en: `No API call ${method} ${path}`,
    br: `Nenhuma chamada de API ${method} ${path}`,
  }),
} as const;

/** Portuguese for the rule messages written in English in the contract (zod's own messages come from its pt-BR locale). */
const ruleMessagesBr: Record<string, string> = {
  'must be a number': 'deve ser um número',
  'must be a whole number': 'deve ser um número inteiro',
  'must be a positive whole number': 'deve ser um número inteiro positivo',
  'must be an IANA time zone such as Europe/London': 'deve ser um fuso horário IANA, como America/Sao_Paulo',
  [TEXT_RULE_MESSAGE]: 'não pode conter o caractere NUL nem um surrogate isolado',
  // Account rules (requirement account-rules; @placar/contract/account-rules).
  [EMAIL_MESSAGE]: `O e-mail deve estar em um formato válido (ex.: ${EMAIL_EXAMPLE})`,
  [PASSWORDS_DO_NOT_MATCH]: 'as senhas não coincidem',
  [USERNAME_MESSAGE]: `deve ter de ${USERNAME_LENGTH.min} a ${USERNAME_LENGTH.max} letras e números`,
  [PASSWORD_MESSAGE]: `deve ter de ${PASSWORD_LENGTH.min} a ${PASSWORD_LENGTH.max} caracteres, sem caracteres de controle`,
  [NICKNAME_LENGTH_MESSAGE]: `deve ter de ${NICKNAME_LENGTH.min} a ${NICKNAME_LENGTH.max} caracteres`,
  [NICKNAME_TEXT_MESSAGE]: 'não pode conter quebras de linha, caracteres de controle nem de direção do texto',
  'must be the nonce of this sign-in': 'deve ser o nonce deste login',
  'must name one session (id) or all the others (others: true)':
    'deve indicar uma sessão (id) ou todas as outras (others: true)',
  'must be the link we mailed': 'deve ser o link que enviamos por e-mail',
  [CODE_MESSAGE]: 'deve ser o código de 6 dígitos que enviamos',
  'must be your e-mail or username': 'deve ser seu e-mail ou nome de usuário',
  'must be your password': 'deve ser sua senha',
  'must be register, reset or changeMail': 'deve ser register, reset ou changeMail',
  'must be google': 'deve ser google',
  'must be an uploaded image': 'deve ser uma imagem enviada',
  'must be en or br': 'deve ser en ou br',
  [`must be one of ${CHAT_COLORS.join(' ')}`]: `deve ser uma de ${CHAT_COLORS.join(' ')}`,
  'must be avatar or cover': 'deve ser avatar ou cover',
  // Live rooms and host applications (@placar/contract/live-rules).
  ...LIVE_RULE_MESSAGES_BR,
  // Chat rooms (@placar/contract/chat-rules).
  ...CHAT_RULE_MESSAGES_BR,
  // The admin console and visit tracking (issue 13).
  ...ADMIN_RULE_MESSAGES_BR,
  [COUNTRY_CODE_MESSAGE]: 'deve ser um código de país ISO 3166 de duas letras, como BR',
  'must be true or false': 'deve ser true ou false',
  'must be visit or change': 'deve ser visit ou change',
  'is required for a change record': 'é obrigatório num registro de mudança',
  'must be a path starting with /': 'deve ser um caminho começando com /',
  'must be a user id or empty': 'deve ser um id de usuário ou vazio',
  'must not be before from': 'não pode ser antes de from',
  'must be at most 366 days after from': 'deve ser no máximo 366 dias depois de from',
};

export function translateRule(message: string, language: Language): string {
  return language === 'br' ? (ruleMessagesBr[message] ?? message) : message;
}

export function messageForCode(code: number, language: Language): string {
  const name = codeName(code);
  return name === undefined ? String(code) : codeMessages[name][language];
}
