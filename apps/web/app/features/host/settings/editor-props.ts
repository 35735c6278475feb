import type { HostRoom } from '@placar/contract/live-entities';

/**
 * What host-settings.tsx gives each setting's editor: its own file, so the editors need not
 * import the page that imports them.
 */
export interface EditorProps {
  room: HostRoom;
  /** The room as the server answered after a change. */
  onSaved: (room: HostRoom) => void;
}
