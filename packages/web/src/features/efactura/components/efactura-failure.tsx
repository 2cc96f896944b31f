import { List, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { describeError } from '../../../lib/error-messages';
import type { EfacturaFailure } from '../use-efactura-download';

const PROBLEMS = [
  'street', 'street_too_long', 'city', 'city_too_long', 'county', 'sector', 'iban', 'vat_rate', 'due_date', 'exchange_rate',
  'seller_name', 'seller_cui', 'buyer_name', 'buyer_cui', 'lines', 'storno_of', 'rule',
] as const;
type Problem = (typeof PROBLEMS)[number];
const isProblem = (code: string | undefined): code is Problem => PROBLEMS.includes(code as Problem);

/**
 * Why an invoice's XML could not be made: what is missing, field by field (the field's label from
 * `labelOf` when the form is at hand, else its path), or the error in words.
 */
export const EfacturaFailureDialog = ({ failure, onClose, labelOf = () => undefined }: { failure: EfacturaFailure; onClose: () => void; labelOf?: (path: string) => string | undefined }) => {
  const { t } = useTranslation();
  const details = isApiError(failure.error) && failure.error.code === 'efactura_incomplete' ? failure.error.details : [];
  return (
    <Modal opened onClose={onClose} title={details.length > 0 ? t('efactura.incompleteTitle') : failure.number} closeButtonProps={{ 'aria-label': t('form.close') }}>
      {details.length === 0 ? (
        <Text role="alert">{describeError(t, failure.error)}</Text>
      ) : (
        <>
          <Text fz="sm">
            {failure.number} · {t('efactura.incompleteIntro')}
          </Text>
          <List fz="sm" mt={4}>
            {details.map((detail) => (
              <List.Item key={`${detail.path}-${detail.code ?? ''}`}>
                {t('efactura.field', {
                  field: labelOf(detail.path) ?? detail.path,
                  problem: isProblem(detail.code) ? t(`efactura.problems.${detail.code}`, { path: detail.path }) : detail.message,
                })}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Modal>
  );
};
