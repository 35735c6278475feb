import { getCompetitionCountry } from '@placar/contract/calls/schedule';
import type { CompetitionSummary } from '@placar/contract/schedule-entities';
import { useEffect, useState } from 'react';
import { readFresh } from './use-admin-data.ts';

/** Every competition (by country), to pick from in the admin forms. */
export function useCompetitions(): CompetitionSummary[] {
  const [list, setList] = useState<CompetitionSummary[]>([]);
  useEffect(() => {
    void readFresh(getCompetitionCountry, {})
      .then((answer) => setList(answer.list.flatMap((group) => group.competitions)))
      .catch(() => setList([]));
  }, []);
  return list;
}
