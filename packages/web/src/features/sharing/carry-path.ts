import { isId } from '@atelier/core';
import { newDocumentPath } from '../documents';

/**
 * The new-document editor of an application started from a customer's answer (the order from the
 * approved lines): `?from_answer={answer}&source={document}` beside the editor's own `new=1`. One
 * place writes and reads them: the sharing panel's button and the document page.
 */
const ANSWER = 'from_answer';
const SOURCE = 'source';

export const carryPath = ({ formId, documentId, answerId }: { formId: string; documentId: string; answerId: string }): string =>
  `${newDocumentPath(formId)}&${new URLSearchParams({ [ANSWER]: answerId, [SOURCE]: documentId }).toString()}`;

/** The answer a new document starts from, when the address names one (both ids well formed). */
export const carrySource = (search: URLSearchParams): { documentId: string; answerId: string } | undefined => {
  const answerId = search.get(ANSWER) ?? '';
  const documentId = search.get(SOURCE) ?? '';
  return isId(answerId) && isId(documentId) ? { documentId, answerId } : undefined;
};
