import type { Localized } from '../../http/messages.ts';

/** Answers of the account calls, in each interface language. */
export const accountMessages = {
  accountTaken: {
    en: 'This e-mail or username already has an account',
    br: 'Este e-mail ou nome de usuário já tem uma conta',
  },
  usernameTaken: { en: 'username: is taken', br: 'username: já está em uso' },
  emailTaken: { en: 'email: already has an account', br: 'email: já tem uma conta' },
  wrongLogin: { en: 'Wrong account or password', br: 'Conta ou senha incorreta' },
  wrongOldPassword: { en: 'oldPassword: is wrong', br: 'oldPassword: está incorreta' },
  oldPasswordNeeded: { en: 'oldPassword: is required', br: 'oldPassword: é obrigatória' },
  wrongCode: { en: 'code: is wrong or has expired', br: 'code: está incorreto ou expirou' },
  codeTriesUsed: { en: 'code: too many tries, ask for a new code', br: 'code: tentativas demais, peça um novo código' },
  googleRefused: {
    en: 'idToken: the Google sign-in could not be verified',
    br: 'idToken: não foi possível verificar o login com o Google',
  },
  googleOff: {
    en: 'provider: Google sign-in is not configured',
    br: 'provider: o login com o Google não está configurado',
  },
  avatarNotUploaded: { en: 'avatar: must be an uploaded image', br: 'avatar: deve ser uma imagem enviada' },
  tooManyLogins: {
    en: 'Too many login attempts: try again in a few minutes',
    br: 'Tentativas de login demais: tente novamente em alguns minutos',
  },
  tooManySignIns: {
    en: 'Too many sign-ins right now: try again in a few seconds',
    br: 'Muitos logins agora: tente novamente em alguns segundos',
  },
  accountSlowed: (seconds: number): Localized => ({
    en: `This account had many wrong passwords: try again in ${seconds} s`,
    br: `Esta conta teve muitas senhas erradas: tente novamente em ${seconds} s`,
  }),
  codeWait: (seconds: number): Localized => ({
    en: `Wait ${seconds} s before asking for another code`,
    br: `Aguarde ${seconds} s antes de pedir outro código`,
  }),
  tooManyCodes: {
    en: 'Too many codes asked: try again later',
    br: 'Códigos pedidos demais: tente novamente mais tarde',
  },
  tooManyAccountTries: {
    en: 'Too many attempts: try again later',
    br: 'Tentativas demais: tente novamente mais tarde',
  },
  wrongPassword: { en: 'password: is wrong', br: 'password: está incorreta' },
  passwordNeeded: { en: 'password: is required', br: 'password: é obrigatória' },
  recentSignInNeeded: {
    en: 'Sign in with Google again (less than 10 minutes ago) to change your e-mail',
    br: 'Entre de novo com o Google (há menos de 10 minutos) para mudar seu e-mail',
  },
  googleLinkNeedsPassword: {
    en: 'This e-mail already has a Placar account: enter its password to link Google to it',
    br: 'Este e-mail já tem uma conta no Placar: digite a senha dela para vincular o Google',
  },
  googleLinkImpossible: {
    en: 'This e-mail already has a Placar account that signs in another way: sign in with it',
    br: 'Este e-mail já tem uma conta no Placar que entra de outra forma: entre com ela',
  },
  undoLinkInvalid: {
    en: 'token: this link is wrong, used or expired',
    br: 'token: este link está incorreto, já foi usado ou expirou',
  },
} satisfies Record<string, Localized | ((value: number) => Localized)>;
