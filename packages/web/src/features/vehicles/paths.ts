/** The vehicle directory's pages: the list, and one car's page (stable: other features link to them). */
export const VEHICLES_PATH = '/vehicles';
export const vehiclePath = (id: string): string => `${VEHICLES_PATH}/${encodeURIComponent(id)}`;
