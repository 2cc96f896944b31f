import { REGISTRY_FORM_KEY } from '@atelier/core';
import { useTranslation } from 'react-i18next';
import { LoadingLine } from '../components/load-state';
import { useStanding } from '../features/account';
import { useHasApplication } from '../features/applications';
import { AutopassPanel } from '../features/registry';

/**
 * The AutoPass tab: the registry feature, told whether the person is the owner (who manages the
 * credentials) and whether the business has the registry application (else it asks nothing).
 */
export const AutopassTab = () => {
  const { t } = useTranslation();
  const standing = useStanding();
  const registry = useHasApplication(REGISTRY_FORM_KEY);
  if (registry.pending) return <LoadingLine label={t('registry.card.loading')} />;
  return <AutopassPanel isOwner={standing?.role !== 'member'} allocated={registry.has} />;
};
