// Rewrites citations of the specification, design note, stack notes and API map (files outside
// the repository) into citations of docs/REQUIREMENTS.md, and lists any it cannot map.
// Idempotent: a rewritten citation no longer looks like an old one, so running it again after
// a merge touches only what the merge brought back. `--check` changes nothing and fails if any
// old citation is left.
//   node scripts/cite-requirements.ts [--check]
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { OUTSIDE_CITATION, citation, citingFiles, requirementIds } from './requirement-citations.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** A rule: where the words around a citation (its line and the next) match `when`, it cites `id`. */
type Rule = { when?: RegExp; id: string };

// Each section of the outside files, to the requirement ids its parts became; first match wins,
// a rule without `when` is the section's default. A section with no default is reported when
// none matches, rather than guessed.
const SPEC: Record<string, Rule[]> = {
  '1': [{ id: 'languages' }],
  '2': [
    { when: /interface languages/i, id: 'languages' },
    { when: /float|snap|drag/i, id: 'floating-element' },
    { when: /match list tabs/i, id: 'match-tabs' },
    { when: /remember|last[- ]visited|navigation order|first four pages|memory/i, id: 'navigation' },
    { id: 'routes' },
  ],
  '3': [
    { when: /last[- ]visited|navigation memory/i, id: 'navigation' },
    { when: /visit|leave record/i, id: 'visit-records' },
    { when: /message is|match update|\/match\/v1|json array/i, id: 'live-message' },
    { id: 'client-state' },
  ],
  '4': [
    { when: /visit|leave record|leave trigger|beacon/i, id: 'visit-records' },
    { when: /4010001|re-?login|tips|log in again|clearing/i, id: 'relogin' },
    { when: /google|popup/i, id: 'google-popup' },
    { when: /pt-BR|selects br/i, id: 'languages' },
    { when: /reconnect|offline|qos|mqtt|message id|subscribe|suback|connection/i, id: 'live-connection' },
    { when: /status|codes?\b/i, id: 'status-codes' },
  ],
  '5': [{ when: /interface languages/i, id: 'languages' }, { id: 'account-rules' }],
  '6': [{ id: 'roles' }],
  '7': [
    { when: /configured API host|API base/i, id: 'calls' },
    { when: /X-Request-Key|request key|derived from the payload/i, id: 'request-key' },
    { when: /header/i, id: 'request-headers' },
    { when: /content-type/i, id: 'calls' },
    { when: /group\/list|page=5/i, id: 'hot-groups' },
    { when: /json|prerender|payload/i, id: 'page-payloads' },
    { when: /topic|\/match\/v1/i, id: 'live-message' },
    { id: 'calls' },
  ],
  '8': [{ id: 'errors' }],
  '9': [
    { when: /interface languages/i, id: 'languages' },
    { when: /image|lazy|preload/i, id: 'lazy-images' },
    { when: /marquee|scroll|cross once|crosses/i, id: 'marquee' },
    { when: /clean|client id|mqtt|qos|broker|persistent|live connection/i, id: 'live-connection' },
    { when: /24 hours|visit/i, id: 'visit-records' },
    { when: /page=5|hot|where the list is shown/i, id: 'hot-groups' },
    { when: /snap|drag|float/i, id: 'floating-element' },
    { id: 'constants' },
  ],
};
const DESIGN: Record<string, Rule[]> = {
  '1': [{ id: 'engines' }],
  '3': [{ when: /double|request key|replay|repeat/i, id: 'request-key' }, { id: 'api-envelope' }],
  '4': [{ when: /\[update\]|json array/i, id: 'live-message' }, { id: 'realtime-topics' }],
  '5': [{ id: 'data-model' }],
  '7': [{ id: 'dependencies' }],
  '8': [{ id: 'publish-hook' }],
};
const STACK_NOTES: Rule[] = [
  { when: /video/i, id: 'stack-video' },
  { when: /broker/i, id: 'stack-broker' },
  { when: /^web$|"web"|chromium/i, id: 'stack-web' },
];

// Citations whose words need more than a swap; `{cite:id}` becomes the file's citation form.
const PHRASES: [string, string][] = [
  ['next to its path (SPEC\n * section 7), made', 'next to its path\n * ({cite:page-payloads}), made'],
  ['/** SPEC section 4 status code', '/** Status code ({cite:status-codes})'],
  ['A SPEC section 4 status code', 'A status code ({cite:status-codes})'],
  ["/** SPEC's preload distance", '/** The preload distance of {cite:lazy-images}'],
  [
    '// SPEC section 3 keeps what is being watched in the client state.',
    '// What is being watched is kept in the client state ({cite:client-state}).',
  ],
  ['// Account rules of SPEC section 5 (', '// Account rules ({cite:account-rules}; '],
  ['SPEC section 5 validation rules', 'The validation rules of {cite:account-rules}'],
  ["SPEC's one example of `/group/list`", 'The one example of `/group/list` in {cite:hot-groups}'],
  ["the status's SPEC text (Q3, OT)", "the status's text (Q3, OT; {cite:status-codes})"],
  ['parses the SPEC section 7\n   headers', 'parses the\n   {cite:request-headers|request headers}'],
  ['(`DESIGN.md` section 1 in the shared design folder,', '({cite:engines},'],
  ['business constants of SPEC section 9', 'business constants of {cite:constants}'],
  ["SPEC section 9's lazy-load constants", 'the lazy-load constants of {cite:lazy-images}'],
  ["SPEC section 9's constants", 'the constants of {cite:lazy-images}'],
  ["SPEC section 9's client id", 'The client id of {cite:live-connection}'],
  ["SPEC section 4's leave triggers", 'The leave triggers of {cite:visit-records}'],
  ["SPEC section 5's rule messages", 'The rule messages of {cite:account-rules}'],
  ["SPEC section 5's messages", 'the messages of {cite:account-rules}'],
  ["SPEC section 7's /schedule/chat", '{cite:calls}: /schedule/chat'],
  ['the SPEC section 7 headers', 'the headers ({cite:request-headers})'],
  ['The SPEC section 7 headers', 'The headers ({cite:request-headers})'],
  ['every SPEC section 7 header', 'every header of {cite:request-headers}'],
  ["SPEC's one example", 'the one example in {cite:hot-groups}'],
  ["SPEC's values", 'the values of {cite:hot-groups}'],
  ["SPEC's 8 stays the lower bound", 'The 8 of {cite:account-rules} stays the lower bound'],
  [
    "SPEC's lower bound; the upper one is raised from SPEC's 20",
    'The lower bound of {cite:account-rules}; the upper one is raised from 20',
  ],
  ["SPEC's preload distance", 'the preload distance of {cite:lazy-images}'],
  ["update calls beside SPEC's reads", 'update calls beside the listed reads'],
  ["sit beside SPEC's reads", 'sit beside the reads that {cite:calls} lists'],
  ["SPEC's prefix plus 6 random hex", 'the prefix of {cite:live-connection} plus 6 random hex'],
  ["The SPEC's behaviour", 'The behaviour of {cite:visit-records}'],
  ['(all SPEC headers)', '(all headers of {cite:request-headers})'],
  ['every SPEC header', 'every header of {cite:request-headers}'],
  ['because SPEC says JSON', 'because {cite:page-payloads} says JSON'],
  ['four SPEC calls are thin entries', 'four calls of {cite:calls} are thin entries'],
  ['is a read sent as a POST (SPEC)', 'is a read sent as a POST ({cite:calls})'],
  [
    '(SPEC: page=5, usable=1, limit=8, with an app-id header)',
    '(page=5, usable=1, limit=8, with an app-id header: requirement hot-groups)',
  ],
  ["DESIGN's web row", '{cite:dependencies}'],
];

const SPEC_FORM = /\bSPEC sections? (\d+)((?:, \d+)*(?: and \d+)?)('s)?/g;
const DESIGN_FORM = /`?\bDESIGN\.md`? sections? (\d+)/g;
const STACK_FORM = /\bSTACK-NOTES(?:\.md)?(?:,? "?(Broker|Video|Web)"?)?/g;
const API_MAP_FORM = /\bAPI-MAP\.md\b/g;

function pick(rules: Rule[] | undefined, around: string): string | null {
  for (const rule of rules ?? []) if (!rule.when || rule.when.test(around)) return rule.id;
  return null;
}

function cite(file: string, ids: string[], possessive = false): string {
  const unique = [...new Set(ids)];
  if (unique.length === 1) {
    const one = citation(file, unique[0] ?? '');
    return possessive ? `${one}'s` : one;
  }
  const each = unique.map((id) => citation(file, id, id));
  const listed = each.length === 2 ? each.join(' and ') : `${each.slice(0, -1).join(', ')} and ${each.at(-1)}`;
  return `requirements ${listed}`;
}

/** The file's text with every citation it can map rewritten; the ones it cannot are left and listed. */
export function rewrite(file: string, text: string, known: Set<string>, unmapped: string[]): string {
  let out = text;
  for (const [phrase, replacement] of PHRASES) {
    out = out
      .split(phrase)
      .join(
        replacement.replace(/\{cite:([a-z0-9-]+)(?:\|([^}]+))?\}/g, (_, id: string, words?: string) =>
          citation(file, id, words),
        ),
      );
  }
  const lines = out.split('\n');
  const rewritten = lines.map((line, index) => {
    const around = `${line} ${lines[index + 1] ?? ''}`;
    const fail = (what: string) => {
      unmapped.push(`${file}:${index + 1}: ${what}`);
      return what;
    };
    return line
      .replace(SPEC_FORM, (whole, first: string, more: string, possessive?: string) => {
        const sections = [first, ...(more.match(/\d+/g) ?? [])];
        const ids = sections.map((section) => pick(SPEC[section], around));
        return ids.includes(null) ? fail(whole) : cite(file, ids as string[], Boolean(possessive));
      })
      .replace(DESIGN_FORM, (whole, section: string) => {
        const id = pick(DESIGN[section], around);
        return id ? cite(file, [id]) : fail(whole);
      })
      .replace(STACK_FORM, (whole, part?: string) => {
        const id = pick(STACK_NOTES, part ?? around);
        return id ? cite(file, [id]) : fail(whole);
      })
      .replace(API_MAP_FORM, () => cite(file, ['roles']));
  });
  out = rewritten.join('\n');
  for (const id of new Set(
    [...out.matchAll(/REQUIREMENTS\.md#([a-z0-9-]+)|requirement ([a-z0-9-]+)/g)].map((m) => m[1] ?? m[2] ?? ''),
  )) {
    if (!known.has(id) && !text.includes(`requirement ${id}`))
      unmapped.push(`${file}: maps to "${id}", which docs/REQUIREMENTS.md does not define`);
  }
  return out;
}

function main(): void {
  const check = process.argv.includes('--check');
  const known = requirementIds(root);
  const unmapped: string[] = [];
  let changed = 0;
  for (const file of citingFiles(root)) {
    const text = readFileSync(`${root}/${file}`, 'utf8');
    if (!new RegExp(OUTSIDE_CITATION.source).test(text)) continue;
    const next = rewrite(file, text, known, unmapped);
    if (next === text) continue;
    changed += 1;
    if (check) unmapped.push(`${file}: cites a file outside the repository; run node scripts/cite-requirements.ts`);
    else writeFileSync(`${root}/${file}`, next);
  }
  for (const file of citingFiles(root)) {
    const text = readFileSync(`${root}/${file}`, 'utf8');
    text.split('\n').forEach((line, index) => {
      if (
        new RegExp(OUTSIDE_CITATION.source).test(line) &&
        !unmapped.some((u) => u.startsWith(`${file}:${index + 1}:`))
      ) {
        unmapped.push(`${file}:${index + 1}: not mapped: ${line.trim()}`);
      }
    });
  }
  if (!check) console.log(`cite-requirements: ${changed} file(s) rewritten`);
  for (const line of [...new Set(unmapped)]) console.error(line);
  if (unmapped.length > 0) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) main();
