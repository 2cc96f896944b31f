import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSubmissionCount } from '../api/get-submission-count';

/** "12 documents" made with an application; nothing while loading or when the count is unavailable. */
export const SubmissionCountText = ({ formId }: { formId: string }) => {
  const { t } = useTranslation();
  const count = useSubmissionCount(formId);
  if (!count.data) return null;
  return (
    <Text fz="sm" c="dimmed">
      {t('applications.documents', { count: count.data.count })}
    </Text>
  );
};
