// The vehicles feature's public face (issue 31): the only file the app, the routes and other features import from it.
export { invalidateVehicles, useVehicle } from './api/vehicles';
export { VehiclePage } from './components/vehicle-page';
export { VehiclesPage } from './components/vehicles-page';
export { VehiclesLink } from './components/vehicles-link';
export { VEHICLES_PATH, vehiclePath } from './paths';
export { VEHICLE_PARAM, newDocumentForVehicle, seedFromVehicle } from './seed';
