import { describe, expect, it } from 'vitest';
import { sampleDetail } from '../../../test/sample-matches.ts';
import { scriptJson, sportsEventJsonLd } from './sports-event-json-ld.ts';

describe('SportsEvent JSON-LD', () => {
  it('names the match, its teams, start, venue, status and scores', () => {
    const ld = sportsEventJsonLd(sampleDetail(), 'https://placar.example/en/live/flamengo-vs-palmeiras/7');
    expect(ld).toMatchObject({
      '@type': 'SportsEvent',
      name: 'Flamengo vs Palmeiras',
      startDate: '2026-03-14T19:00:00.000Z',
      eventStatus: 'https://schema.org/EventScheduled',
      homeTeam: { '@type': 'SportsTeam', name: 'Flamengo', additionalProperty: { value: 1 } },
      awayTeam: { name: 'Palmeiras', additionalProperty: { value: 0 } },
      location: { '@type': 'Place', name: 'Maracanã' },
    });
  });

  it('marks postponed matches and leaves out an unknown venue and scores', () => {
    const ld = sportsEventJsonLd(
      sampleDetail({
        venue: null,
        status: { code: 9, phase: 'postponed', text: 'Postponed' },
        home: { ...sampleDetail().home, score: null },
      }),
      'u',
    );
    expect(ld.eventStatus).toBe('https://schema.org/EventPostponed');
    expect(ld).not.toHaveProperty('location');
    expect(ld.homeTeam).not.toHaveProperty('additionalProperty');
  });

  it('cannot close its script element', () => {
    expect(scriptJson({ name: '</script><script>x' })).not.toContain('</script>');
  });
});
