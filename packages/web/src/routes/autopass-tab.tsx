import { useStanding } from '../features/account/permissions';
import { AutopassPanel } from '../features/registry/components/autopass-panel';

/** The AutoPass tab: the registry feature, told whether the person is the owner (who manages the credentials). */
export const AutopassTab = () => {
  const standing = useStanding();
  return <AutopassPanel isOwner={standing?.role !== 'member'} />;
};
