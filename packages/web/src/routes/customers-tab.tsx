import { CustomersList } from '../features/customers';

/** The dashboard's Customers tab (issue 31): the customer directory. */
export const CustomersTab = () => <CustomersList />;
