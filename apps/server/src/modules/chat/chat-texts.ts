import { MESSAGE_MAX_GRAPHEMES } from '@placar/contract/chat-rules';
import type { Localized } from '../../http/messages.ts';

/** "4 min 32 s", "2 h 5 min", "3 d 4 h": a wait, short enough for the message box. */
function duration(seconds: number): Localized {
  const s = Math.max(1, Math.ceil(seconds));
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  const parts =
    days > 0
      ? [`${days} d`, hours > 0 ? `${hours} h` : '']
      : hours > 0
        ? [`${hours} h`, minutes > 0 ? `${minutes} min` : '']
        : minutes > 0
          ? [`${minutes} min`, rest > 0 ? `${rest} s` : '']
          : [`${rest} s`];
  const text = parts.filter((part) => part !== '').join(' ');
  return { en: text, br: text };
}

const both =
  (en: (wait: string) => string, br: (wait: string) => string) =>
  (seconds: number): Localized => {
    const wait = duration(seconds);
    return { en: en(wait.en), br: br(wait.br) };
  };

/** What chat answers say, in both languages. Refusals say why and, when it ends, how long it lasts. */
export const chatTexts = {
  matchNotFound: (id: number): Localized => ({ en: `Match ${id} not found`, br: `Partida ${id} não encontrada` }),
  roomNotFound: (id: number): Localized => ({ en: `Room ${id} not found`, br: `Sala ${id} não encontrada` }),
  messageNotFound: { en: 'messageId: no such message in this room', br: 'messageId: não há essa mensagem nesta sala' },
  userNotFound: { en: 'userId: no such user', br: 'userId: usuário não encontrado' },
  blank: { en: 'text: must not be empty', br: 'text: não pode ser vazio' },
  tooLong: {
    en: `text: must be at most ${MESSAGE_MAX_GRAPHEMES} characters`,
    br: `text: deve ter no máximo ${MESSAGE_MAX_GRAPHEMES} caracteres`,
  },
  noClientId: {
    en: 'clientIdentifyId: the header is needed to chat (the web app sends it)',
    br: 'clientIdentifyId: o cabeçalho é necessário para conversar (o site o envia)',
  },
  blockedTerm: {
    en: 'text: your message contains a blocked term and was not sent',
    br: 'text: sua mensagem contém um termo bloqueado e não foi enviada',
  },
  noLinks: { en: 'text: links are not allowed in this room', br: 'text: links não são permitidos nesta sala' },
  emoteOnly: { en: 'text: this room is in emoji-only mode', br: 'text: esta sala está no modo só emojis' },
  opensIn: both(
    (wait) => `This chat opens 60 minutes before kickoff, in ${wait}`,
    (wait) => `Este chat abre 60 minutos antes do início, em ${wait}`,
  ),
  closed: {
    en: 'This chat has closed: its history stays readable',
    br: 'Este chat foi encerrado: o histórico continua disponível',
  },
  banned: { en: 'You are banned from this chat room', br: 'Você foi banido desta sala de chat' },
  timedOut: both(
    (wait) => `You are timed out in this chat room: ${wait} left`,
    (wait) => `Você está suspenso nesta sala de chat: faltam ${wait}`,
  ),
  rate: both(
    (wait) => `You are sending messages too fast: wait ${wait}`,
    (wait) => `Você está enviando mensagens rápido demais: aguarde ${wait}`,
  ),
  slow: both(
    (wait) => `Slow mode is on: you can send again in ${wait}`,
    (wait) => `Modo lento ativado: você pode enviar de novo em ${wait}`,
  ),
  followersOnly: {
    en: 'This room is in followers-only mode: follow the host to chat',
    br: 'Esta sala está no modo só seguidores: siga o host para conversar',
  },
  followAge: both(
    (wait) => `This room is in followers-only mode: you can chat in ${wait}`,
    (wait) => `Esta sala está no modo só seguidores: você pode conversar em ${wait}`,
  ),
  accountAge: both(
    (wait) => `This room only lets established accounts chat: yours can in ${wait}`,
    (wait) => `Esta sala só aceita contas estabelecidas: a sua poderá em ${wait}`,
  ),
  onlyMarks: { en: 'text: must hold more than combining marks', br: 'text: deve ter mais do que marcas combinantes' },
  linksNotTrusted: {
    en: 'text: new accounts can post links after a day, or after 20 messages',
    br: 'text: contas novas podem enviar links depois de um dia, ou de 20 mensagens',
  },
  busyNotTrusted: {
    en: 'This room is busy: new accounts can chat here after a day, or after 20 messages elsewhere',
    br: 'Esta sala está movimentada: contas novas podem conversar aqui depois de um dia, ou de 20 mensagens em outras salas',
  },
  duplicate: { en: 'text: you just sent this message', br: 'text: você acabou de enviar esta mensagem' },
  copied: {
    en: 'text: this message was just sent here by others',
    br: 'text: esta mensagem acabou de ser enviada aqui por outras pessoas',
  },
  addressHeld: {
    en: 'Your address is held in this chat room after a ban',
    br: 'Seu endereço está retido nesta sala de chat após um banimento',
  },
  notModerator: {
    en: 'Only the host, its moderators and admins can do this in this room',
    br: 'Só o host, seus moderadores e admins podem fazer isso nesta sala',
  },
  notManager: {
    en: 'Only the host and admins can do this in this room',
    br: 'Só o host e admins podem fazer isso nesta sala',
  },
  outranked: { en: 'userId: you cannot moderate this user', br: 'userId: você não pode moderar este usuário' },
  messageOutranked: {
    en: 'messageId: you cannot remove this message',
    br: 'messageId: você não pode remover esta mensagem',
  },
  followersOnlyInMatch: {
    en: 'followersOnly: only live rooms have followers',
    br: 'followersOnly: só salas ao vivo têm seguidores',
  },
  moderatorsInMatch: {
    en: 'Match rooms have no moderators of their own: admins moderate them',
    br: 'Salas de partida não têm moderadores próprios: os admins as moderam',
  },
  notFollower: {
    en: 'userId: only followers of the host can be moderators',
    br: 'userId: só seguidores do host podem ser moderadores',
  },
  tooManyModerators: {
    en: 'userId: the room has the most moderators it can have',
    br: 'userId: a sala já tem o máximo de moderadores',
  },
  tooManyTerms: { en: 'add: the list has the most terms it can hold', br: 'add: a lista já tem o máximo de termos' },
  badTerm: (term: string): Localized => ({
    en: `add: "${term}" is not a term (* only at either end, 1 to 50 characters)`,
    br: `add: "${term}" não é um termo (* só nas pontas, de 1 a 50 caracteres)`,
  }),
};
