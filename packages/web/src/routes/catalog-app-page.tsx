import { useParams } from 'react-router';
import { CatalogAppView } from '../features/applications';

export const CatalogAppPage = () => {
  const { key = '' } = useParams();
  return <CatalogAppView appKey={key} />;
};
