// /vehicles and /vehicles/{id} (issue 31): the vehicle directory's pages, each its own chunk (app-routes.tsx).
export { VehiclePage, VehiclesPage } from '../features/vehicles';
