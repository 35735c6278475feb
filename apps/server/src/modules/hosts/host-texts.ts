import type { HOST_DECISIONS } from '@placar/contract/calls/hosts';
import type { Localized } from '../../http/messages.ts';

type Decision = (typeof HOST_DECISIONS)[number];

/** The /user/message an applicant gets at each decision, in both languages. */
export function decisionMessage(decision: Decision, reason: string | null): { title: Localized; body: Localized } {
  const why: Localized = { en: `Reason: ${reason ?? ''}`, br: `Motivo: ${reason ?? ''}` };
  switch (decision) {
    case 'approve':
      return {
        title: { en: 'Your host application was approved', br: 'Sua inscrição como host foi aprovada' },
        body: {
          en: 'You can now set up your room and go live.',
          br: 'Agora você pode configurar sua sala e entrar ao vivo.',
        },
      };
    case 'reject':
      return {
        title: { en: 'Your host application was not approved', br: 'Sua inscrição como host não foi aprovada' },
        body: why,
      };
    case 'suspend':
      return { title: { en: 'Your host account was suspended', br: 'Sua conta de host foi suspensa' }, body: why };
    case 'reinstate':
      return {
        title: { en: 'Your host account was reinstated', br: 'Sua conta de host foi reativada' },
        body: { en: 'You can go live again.', br: 'Você pode entrar ao vivo novamente.' },
      };
    case 'reopen':
      return {
        title: {
          en: 'Your host application is being reviewed again',
          br: 'Sua inscrição como host está em análise novamente',
        },
        body: {
          en: 'An admin re-opened it: you may edit it while it is pending.',
          br: 'Um admin a reabriu: você pode editá-la enquanto estiver pendente.',
        },
      };
  }
}

const STATUS_TEXT: Record<string, Localized> = {
  approved: { en: 'You are already a host', br: 'Você já é host' },
  rejected: {
    en: 'Your application was not approved: only an admin can re-open it',
    br: 'Sua inscrição não foi aprovada: só um admin pode reabri-la',
  },
  suspended: { en: 'Your host account is suspended', br: 'Sua conta de host está suspensa' },
};

export function cannotApply(status: string): Localized {
  return STATUS_TEXT[status] ?? { en: `Your application is ${status}`, br: `Sua inscrição está ${status}` };
}

export function cannotDecide(decision: Decision, status: string): Localized {
  return {
    en: `Cannot ${decision} an application that is ${status}`,
    br: `Não é possível aplicar ${decision} a uma inscrição ${status}`,
  };
}
