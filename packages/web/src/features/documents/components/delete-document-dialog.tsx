import { useTranslation } from 'react-i18next';
import { useDeleteDocument } from '../api/delete-document';
import { ConfirmDialog } from '../../../components/confirm-dialog';

type DeleteDocumentDialogProps = {
  /** The document to delete; undefined keeps the dialog closed. */
  target: { id: string; number: string } | undefined;
  onClose: () => void;
  onDeleted?: () => void;
};

/** SPEC §2: delete asks first; a failure says 'Failed to delete document' and keeps the dialog. */
export const DeleteDocumentDialog = ({ target, onClose, onDeleted }: DeleteDocumentDialogProps) => {
  const { t } = useTranslation();
  const remove = useDeleteDocument();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={target !== undefined}
      title={t('documents.delete.title')}
      message={t('documents.delete.message', { number: target?.number ?? '' })}
      confirmLabel={t('documents.delete.confirm')}
      danger
      busy={remove.isPending}
      error={remove.isError ? t('errors.documents.deleteFailed') : undefined}
      onClose={close}
      onConfirm={() => {
        if (!target) return;
        remove.mutate(target.id, {
          onSuccess: () => {
            remove.reset();
            onClose();
            onDeleted?.();
          },
        });
      }}
    />
  );
};
