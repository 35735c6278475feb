import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';

/** What fans send most: football and basketball, cheering, faces, hands, hearts and flags of the leagues we carry. */
const EMOJI = [
  '⚽',
  '🏀',
  '🥅',
  '🏆',
  '🥇',
  '🔥',
  '🎉',
  '👏',
  '🙌',
  '💪',
  '👍',
  '👎',
  '😀',
  '😂',
  '🤣',
  '😍',
  '😎',
  '🤩',
  '😮',
  '😱',
  '😭',
  '😡',
  '🤬',
  '🤔',
  '🙏',
  '👀',
  '💯',
  '❤️',
  '💚',
  '💛',
  '💙',
  '🖤',
  '⭐',
  '🚀',
  '🧤',
  '🟨',
  '🟥',
  '📣',
  '⏱️',
  '🇧🇷',
  '🏴󠁧󠁢󠁥󠁮󠁧󠁿',
  '🇪🇸',
  '🇵🇹',
  '🇦🇷',
  '🇺🇸',
  '🐐',
  '🤡',
  '💤',
];

interface EmojiPickerProps {
  onPick: (emoji: string) => void;
  onClose: () => void;
}

/** A grid of emoji above the message box; Escape or a click outside closes it. */
export function EmojiPicker({ onPick, onClose }: EmojiPickerProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    const onDown = (event: PointerEvent) => {
      if (box.current && !box.current.contains(event.target as Node)) onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
    };
  }, [onClose]);
  return (
    <div
      ref={box}
      role="dialog"
      aria-label={t('chat.emojiPicker')}
      data-testid="chat-emoji-picker"
      className="absolute right-2 bottom-full z-20 mb-2 grid w-72 grid-cols-8 gap-1 rounded-xl border border-ink-700 bg-ink-850 p-2 shadow-xl"
    >
      {EMOJI.map((emoji) => (
        <button
          key={emoji}
          type="button"
          className="rounded-md p-1 text-xl hover:bg-ink-700"
          onClick={() => onPick(emoji)}
          aria-label={emoji}
        >
          {emoji}
        </button>
      ))}
    </div>
  );
}
