import type { OTP_PURPOSES } from '@placar/contract/calls/user';
import type { Language } from '@placar/contract/languages';
import type { Mail } from './mailer.ts';

export type CodePurpose = (typeof OTP_PURPOSES)[number];

const codeTexts: Record<CodePurpose, Record<Language, { subject: string; intro: string }>> = {
  register: {
    en: { subject: 'Your Placar sign-up code', intro: 'Use this code to finish creating your Placar account:' },
    br: {
      subject: 'Seu código de cadastro no Placar',
      intro: 'Use este código para concluir a criação da sua conta no Placar:',
    },
  },
  reset: {
    en: { subject: 'Your Placar password reset code', intro: 'Use this code to choose a new Placar password:' },
    br: {
      subject: 'Seu código para redefinir a senha do Placar',
      intro: 'Use este código para escolher uma nova senha no Placar:',
    },
  },
  changeMail: {
    en: {
      subject: 'Confirm your new Placar e-mail',
      intro: 'Use this code to confirm this address for your Placar account:',
    },
    br: {
      subject: 'Confirme seu novo e-mail no Placar',
      intro: 'Use este código para confirmar este endereço na sua conta do Placar:',
    },
  },
};

const closing: Record<Language, string> = {
  en: 'The code is valid for 10 minutes. If you did not ask for it, ignore this mail.',
  br: 'O código vale por 10 minutos. Se você não o pediu, ignore este e-mail.',
};

export function codeMail(to: string, purpose: CodePurpose, code: string, language: Language): Mail {
  const text = codeTexts[purpose][language];
  return { to, subject: text.subject, text: `${text.intro}\n\n${code}\n\n${closing[language]}\n` };
}

/** Sent instead of a sign-up code when the address already has an account: the API answer stays the same. */
export function accountExistsMail(to: string, language: Language): Mail {
  return language === 'br'
    ? {
        to,
        subject: 'Você já tem uma conta no Placar',
        text: 'Alguém tentou criar uma conta no Placar com este e-mail, mas ele já tem uma conta. Entre com ela ou redefina sua senha.\nSe não foi você, ignore este e-mail.\n',
      }
    : {
        to,
        subject: 'You already have a Placar account',
        text: 'Someone tried to sign up to Placar with this e-mail, but it already has an account. Log in, or reset your password.\nIf it was not you, ignore this mail.\n',
      };
}

/**
 * Sent to the old address when an account's e-mail changes: who it went to, and a link that
 * undoes it for 7 days (the old address comes back, every session ends, a new password is set).
 */
export function mailChangedNotice(to: string, newEmail: string, undoUrl: string, language: Language): Mail {
  return language === 'br'
    ? {
        to,
        subject: 'O e-mail da sua conta no Placar mudou',
        text: `O e-mail da sua conta no Placar agora é ${newEmail}.\n\nSe não foi você, desfaça a mudança em até 7 dias com este link: o e-mail antigo volta, todas as sessões terminam e você escolhe uma nova senha.\n\n${undoUrl}\n`,
      }
    : {
        to,
        subject: 'Your Placar e-mail was changed',
        text: `The e-mail of your Placar account is now ${newEmail}.\n\nIf it was not you, undo the change within 7 days with this link: the old e-mail comes back, every session ends, and you choose a new password.\n\n${undoUrl}\n`,
      };
}
