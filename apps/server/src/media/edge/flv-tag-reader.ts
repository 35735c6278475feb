/** One whole FLV tag as it came (11-byte header, body, 4-byte previous-tag size) and what an edge needs to know of it. */
export interface FlvTag {
  bytes: Buffer;
  kind: 'metadata' | 'video-config' | 'audio-config' | 'keyframe' | 'frame' | 'other';
}

const HEADER_BYTES = 13; // "FLV", version, flags, header size (9), then PreviousTagSize0
const TAG_HEADER_BYTES = 11;
const AUDIO = 8;
const VIDEO = 9;
const SCRIPT = 18;
const AAC = 10;

function kindOf(type: number, body: Buffer): FlvTag['kind'] {
  if (type === SCRIPT) return body.includes('onMetaData') ? 'metadata' : 'other';
  if (type === AUDIO) return (body[0] ?? 0) >> 4 === AAC && body[1] === 0 ? 'audio-config' : 'frame';
  if (type === VIDEO) {
    const first = body[0] ?? 0;
    // AVC/HEVC packet type 0: the decoder configuration every late joiner needs first.
    if (body[1] === 0 && ((first & 0x0f) === 7 || (first & 0x0f) === 12)) return 'video-config';
    return first >> 4 === 1 ? 'keyframe' : 'frame';
  }
  return 'other';
}

/**
 * Reads an HTTP-FLV byte stream as it arrives, in any chunking: its file header once, then whole
 * tags. It never copies a tag's bytes twice, so one upstream read costs the edge one slice.
 */
export class FlvTagReader {
  header: Buffer | null = null;
  private pending: Buffer = Buffer.alloc(0);

  /** The tags completed by this chunk; throws on bytes that are not FLV (the upstream is then dropped). */
  push(chunk: Buffer): FlvTag[] {
    this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    if (this.header === null) {
      if (this.pending.length < HEADER_BYTES) return [];
      if (this.pending.subarray(0, 3).toString('latin1') !== 'FLV') throw new Error('not an FLV stream');
      this.header = Buffer.from(this.pending.subarray(0, HEADER_BYTES));
      this.pending = this.pending.subarray(HEADER_BYTES);
    }
    const tags: FlvTag[] = [];
    while (this.pending.length >= TAG_HEADER_BYTES) {
      const size = this.pending.readUIntBE(1, 3);
      const total = TAG_HEADER_BYTES + size + 4;
      if (this.pending.length < total) break;
      const bytes = this.pending.subarray(0, total);
      tags.push({ bytes, kind: kindOf(bytes[0]! & 0x1f, bytes.subarray(TAG_HEADER_BYTES, TAG_HEADER_BYTES + size)) });
      this.pending = this.pending.subarray(total);
    }
    // What is left is copied, so the tags handed out do not pin a large chunk for long.
    if (this.pending.length > 0 && tags.length > 0) this.pending = Buffer.from(this.pending);
    return tags;
  }
}
