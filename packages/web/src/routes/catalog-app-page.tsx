import { useParams } from 'react-router';
import { CatalogAppView } from '../features/applications/components/catalog-app-view';

export const CatalogAppPage = () => {
  const { key = '' } = useParams();
  return <CatalogAppView appKey={key} />;
};
