import { Text } from '@mantine/core';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { describeError } from '../../../lib/error-messages';
import { FormAlert } from '../../../components/form-alert';

/** The refusals of an invitation, each with what to do next. */
const ADVICE: Partial<Record<string, ParseKeys>> = {
  invalid_invitation: 'team.accept.advice.invalid',
  invitation_other_account: 'team.accept.advice.otherAccount',
  business_not_empty: 'team.accept.advice.notEmpty',
};

export const AcceptError = ({ error }: { error: unknown }) => {
  const { t } = useTranslation();
  const advice = isApiError(error) ? ADVICE[error.code] : undefined;
  return (
    <FormAlert>
      <Text fz="sm">{describeError(t, error, { fallback: 'team.accept.failed' })}</Text>
      {advice && (
        <Text fz="sm" mt={4}>
          {t(advice)}
        </Text>
      )}
    </FormAlert>
  );
};
