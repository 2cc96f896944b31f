import { Loader } from '@mantine/core';
import { IconFileTypePdf, IconRestore } from '@tabler/icons-react';
import { useDocumentActivity } from '../../features/documents';
import type { BarAction } from './layout-rules';

/** The bar action's icon; Generate PDF shows a spinner while a PDF is on its way. */
export const BarActionIcon = ({ action, size }: { action: BarAction; size: number }) => {
  const { running } = useDocumentActivity();
  if (action === 'resetForm') return <IconRestore size={size} aria-hidden />;
  return running ? <Loader size={size - 4} aria-hidden /> : <IconFileTypePdf size={size} aria-hidden />;
};
