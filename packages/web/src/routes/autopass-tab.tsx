import { useStanding } from '../features/account';
import { AutopassPanel } from '../features/registry';

/** The AutoPass tab: the registry feature, told whether the person is the owner (who manages the credentials). */
export const AutopassTab = () => {
  const standing = useStanding();
  return <AutopassPanel isOwner={standing?.role !== 'member'} />;
};
