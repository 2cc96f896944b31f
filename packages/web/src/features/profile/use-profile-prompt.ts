import { useTranslation } from 'react-i18next';
import type { SetupPrompt } from '../../components/setup-prompts';
import { useFirstSteps } from './api/get-first-steps';

/**
 * Today's line while the company profile is empty (issue 31: the setup lives with the settings,
 * Today only says what is missing): every new document starts from it. The owner's only.
 */
export const useProfilePrompt = ({ owner }: { owner: boolean }): SetupPrompt | undefined => {
  const { t } = useTranslation();
  const steps = useFirstSteps({ enabled: owner });
  if (!owner || !steps.data || steps.data.profile_filled) return undefined;
  return { key: 'profile', text: t('profile.setup.missing'), to: '/profile', action: t('profile.setup.action') };
};
