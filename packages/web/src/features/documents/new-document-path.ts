/**
 * Where a new document of a form starts. `new=1` says in the URL that the id is a form's, so the
 * page never asks for a document by it (a 404) even when the link's state is lost: opened in a
 * new tab, shared, or back from the login page.
 */
export const newDocumentPath = (formId: string): string => `/documents/${formId}?mode=edit&new=1`;

export const isNewDocumentSearch = (search: URLSearchParams): boolean => search.get('new') === '1';
