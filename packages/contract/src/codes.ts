/**
 * Response codes (requirement api-envelope). 200 is success; errors are 7 digits whose
 * first three digits are the HTTP status the server answers with.
 */
export const Code = {
  ok: 200,
  invalidInput: 4000001,
  mustLogInAgain: 4010001,
  accessTokenExpired: 4010002,
  forbidden: 4030001,
  notFound: 4040001,
  conflict: 4090001,
  tooManyRequests: 4290001,
  blockedByLocation: 4510001,
  internal: 5000001,
  dependencyDown: 5030001,
} as const;

export type CodeName = keyof typeof Code;
export type ResponseCode = (typeof Code)[CodeName];

/** The HTTP status that goes with a response code: 200, or the code's first three digits. */
export function httpStatusOf(code: number): number {
  return code === Code.ok ? 200 : Math.floor(code / 10_000);
}

/** The name of a code, used as the key of its default message in the catalogues. */
export function codeName(code: number): CodeName | undefined {
  return (Object.keys(Code) as CodeName[]).find((name) => Code[name] === code);
}
