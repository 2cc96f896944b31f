import { CatalogView } from '../features/applications';

export const CatalogPage = () => <CatalogView />;
