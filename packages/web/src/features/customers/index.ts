// The customers feature's public face (issue 31): the only file the app, the routes and other features import from it.
// The customer directory: the list (the dashboard's Customers tab) and one page per customer.
export { customerQuery, customersQuery, useCustomer, useCustomers } from './api/customers';
export { customerKeys, invalidateCustomers } from './api/keys';
export { CustomersList } from './components/customers-list';
export { CUSTOMERS_LIST_PATH, CustomerView } from './components/customer-view';
