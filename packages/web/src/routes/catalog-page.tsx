import { CatalogView } from '../features/applications/components/catalog-view';

export const CatalogPage = () => <CatalogView />;
