/** Where drawn crests are served; `logo` in the API points here until a feed gives a real logo. */
export const CRESTS_PATH = '/crests';

/** A real logo when the feed gave one, else the drawn crest of that team or competition. */
export function logoOrCrest(kind: 'team' | 'competition', id: number, logo: string | null): string {
  return logo ?? `${CRESTS_PATH}/${kind}/${id}.svg`;
}
