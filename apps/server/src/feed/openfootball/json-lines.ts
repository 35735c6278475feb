/**
 * The line (1-based) on which each element of the top-level object's array `key` starts, in
 * JSON text that JSON.parse accepted: messages about a file name its lines, and JSON.parse
 * keeps no positions. Empty when the key is not there or not an array.
 */
export function arrayElementLines(text: string, key: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  // Where we are: in the wanted array (its depth), and whether the next value starts an element.
  let arrayDepth = -1;
  let expectElement = false;
  let lastKey: string | undefined;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '\n') {
      line += 1;
      continue;
    }
    if (char === ' ' || char === '\t' || char === '\r') continue;
    if (char === '"') {
      // A string: find its end, skipping escapes (JSON strings hold no raw newlines).
      let end = index + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      if (arrayDepth === depth && expectElement) lines.push(line);
      expectElement = false;
      if (depth === 1) lastKey = JSON.parse(text.slice(index, end + 1)) as string;
      index = end;
      continue;
    }
    if (char === ',') {
      if (arrayDepth === depth) expectElement = true;
      continue;
    }
    if (char === ':') continue;
    if (char === '[' || char === '{') {
      if (arrayDepth === depth && expectElement) lines.push(line);
      expectElement = false;
      depth += 1;
      if (char === '[' && depth === 2 && lastKey === key) {
        // A key given twice: JSON.parse keeps the last one, and so do we.
        lines.length = 0;
        arrayDepth = depth;
        expectElement = true;
      }
      continue;
    }
    if (char === ']' || char === '}') {
      if (arrayDepth === depth) arrayDepth = -2; // the array is done; -2 never matches a depth
      depth -= 1;
      expectElement = false;
      continue;
    }
    // A number, true, false or null.
    if (arrayDepth === depth && expectElement) lines.push(line);
    expectElement = false;
    while (index + 1 < text.length && !/[\s,\]}]/.test(text[index + 1] ?? '')) index += 1;
  }
  return lines;
}
