import { CustomerPage } from '../features/sharing';

/** /d/{token}: the customer's document page, without the app's bar and footer (it is the workshop's page to its customer). */
export const CustomerDocumentPage = () => <CustomerPage />;
