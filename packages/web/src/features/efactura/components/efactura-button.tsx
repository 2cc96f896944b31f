import { ActionIcon, Button } from '@mantine/core';
import { IconFileCode } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEfacturaDownload } from '../use-efactura-download';
import { EfacturaFailureDialog } from './efactura-failure';

type Props = {
  document: { id: string; number: string };
  /** A button with its name (document page; `touch`: full width under a history card) or an icon of a history row (its name for screen readers). */
  variant?: 'button' | 'icon' | 'touch';
  /** The label of a form field by its path ("client.county"), to name what is missing. */
  labelOf?: (path: string) => string | undefined;
};

/** "XML e-Factura": downloads an invoice's e-Factura; what is missing for it opens in a dialog. */
export const EfacturaButton = ({ document, variant = 'button', labelOf }: Props) => {
  const { t } = useTranslation();
  const xml = useEfacturaDownload();
  const busy = xml.isBusy(document.id);
  const label = t('efactura.downloadLabel', { number: document.number });
  return (
    <>
      {variant === 'icon' ? (
        <ActionIcon size="lg" variant="default" loading={busy} onClick={() => xml.download(document)} aria-label={label}>
          <IconFileCode size={20} aria-hidden />
        </ActionIcon>
      ) : (
        <Button
          variant="default"
          {...(variant === 'touch' ? { size: 'md', mt: 'xs', fullWidth: true } : {})}
          leftSection={<IconFileCode size={20} aria-hidden />}
          loading={busy}
          onClick={() => xml.download(document)}
        >
          {t('efactura.download')}
        </Button>
      )}
      {xml.failure && <EfacturaFailureDialog failure={xml.failure} onClose={xml.clearFailure} {...(labelOf ? { labelOf } : {})} />}
    </>
  );
};
