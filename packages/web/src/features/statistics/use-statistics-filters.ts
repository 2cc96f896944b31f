import type { StatisticsRangeDto } from '@atelier/core';
import { useUrlState } from '../../components/use-url-state';
import { localDay, statisticsRange } from './statistics-range';

/** The range (and the view's own filters) of a statistics screen, kept in the URL (?from=&to=…). */
export const useStatisticsFilters = () => {
  const url = useUrlState();
  const range = statisticsRange({ from: url.get('from'), to: url.get('to'), today: localDay() });
  const setRange = (next: StatisticsRangeDto) => url.set({ from: next.start_date, to: next.end_date }, { replace: true });
  return { range, setRange, get: url.get, set: url.set };
};
