import { useTranslation } from 'react-i18next';
import type { SetupPrompt } from '../../components/setup-prompts';
import { useWorkingHours } from './api/working-hours';

/** Where the working hours are set: their card on the company profile's page (its heading). */
const WORKING_HOURS_PATH = '/profile#working-hours';

/**
 * Today's line while the owner has not set the working hours (issue 31): the calendar and the
 * free slots use a default week until then. The form itself is on /profile.
 */
export const useWorkingHoursPrompt = ({ owner }: { owner: boolean }): SetupPrompt | undefined => {
  const { t } = useTranslation();
  const hours = useWorkingHours({ enabled: owner });
  if (!owner || hours.data?.configured !== false) return undefined;
  return { key: 'working-hours', text: t('workingHours.missing'), to: WORKING_HOURS_PATH, action: t('workingHours.setUp') };
};
