import type { ChatMessage as Message } from '@placar/contract/chat-entities';
import { splitLinks } from '@placar/contract/chat-text';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { ReactNode } from 'react';

const BADGE_STYLE = {
  host: 'bg-red-500/90 text-white',
  moderator: 'bg-pitch-600 text-white',
  admin: 'bg-sky-600 text-white',
} as const;

/**
 * A message's text, only ever as text nodes: React escapes it, so `<img onerror>` shows as
 * typed. Where the room allows links, http(s) and www. links are plain anchors (no preview,
 * no embed), opened apart from this page and not vouched for.
 */
function MessageText({ text, linksAllowed }: { text: string; linksAllowed: boolean }) {
  if (!linksAllowed) return <>{text}</>;
  return (
    <>
      {splitLinks(text).map((part, index) =>
        part.href === null ? (
          <span key={index}>{part.text}</span>
        ) : (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="text-sky-300 underline break-all"
          >
            {part.text}
          </a>
        ),
      )}
    </>
  );
}

interface ChatMessageRowProps {
  message: Message;
  time: string;
  linksAllowed: boolean;
  mine: boolean;
  /** Moderator actions for this message, when the viewer may moderate. */
  actions?: ReactNode;
}

export function ChatMessageRow({ message, time, linksAllowed, mine, actions }: ChatMessageRowProps) {
  const { t } = useTranslation();
  const { author } = message;
  return (
    <li
      className={`group relative flex gap-2 px-3 py-1 text-sm leading-snug break-words hover:bg-ink-850 ${mine ? 'bg-ink-850/40' : ''}`}
      data-testid="chat-message"
      data-message-id={message.id}
      data-author-id={author.id}
    >
      <time className="mt-0.5 shrink-0 text-[11px] text-slate-400 tabular-nums" dateTime={message.at}>
        {time}
      </time>
      <p className="min-w-0 flex-1">
        {author.badge !== null ? (
          <span
            className={`mr-1 rounded px-1 py-px align-[1px] text-[10px] font-bold uppercase ${BADGE_STYLE[author.badge]}`}
            data-testid="chat-badge"
          >
            {t(`chat.badge.${author.badge}`)}
          </span>
        ) : null}
        <span className="font-semibold" style={{ color: author.color }} data-testid="chat-author">
          {author.nickname}
        </span>
        <span className="text-slate-400">: </span>
        <span className="text-slate-100" data-testid="chat-text">
          <MessageText text={message.text} linksAllowed={linksAllowed} />
        </span>
      </p>
      {actions}
    </li>
  );
}
