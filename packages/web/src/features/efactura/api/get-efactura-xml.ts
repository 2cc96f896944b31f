import { apiFileRequest, type ApiFile } from '../../../lib/api-client';

/** The e-Factura XML of a saved invoice, under the server's name for it ("Factura FCT-0042.xml"). */
export const getEfacturaXml = ({ documentId, signal }: { documentId: string; signal?: AbortSignal }): Promise<ApiFile> =>
  apiFileRequest({ path: `/user/completed_forms/${documentId}/efactura`, accept: 'application/xml', fallbackName: `${documentId}.xml`, signal });
