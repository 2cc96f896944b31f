// /vehicles, /vehicles/{id} and /customers/{id} (issue 31): the directories' pages behind one lazy
// import, so the first visit's route table (app-routes.tsx, in the entry chunk) carries one preload
// list for the three instead of three.
import { useLocation, useParams } from 'react-router';
import { VehiclePage, VehiclesPage } from '../features/vehicles';
import { CustomerPage } from './customer-page';

export const DirectoryPage = () => {
  const { pathname } = useLocation();
  const { id } = useParams();
  if (pathname.startsWith('/customers/')) return <CustomerPage />;
  return id ? <VehiclePage /> : <VehiclesPage />;
};
