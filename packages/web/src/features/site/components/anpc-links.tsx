import type { OperatorDto } from '@atelier/core';
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Where Ordinul ANPC nr. 449/2022 (art. 2) sends the pictograms. */
export const ANPC_SAL_URL = 'https://anpc.ro/ce-este-sal/';
export const EU_ODR_URL = 'https://ec.europa.eu/consumers/odr';

/** The pictograms' size the order sets. */
const PICTOGRAM = { width: 250, height: 50 } as const;

/**
 * The consumer-protection links of Ordinul ANPC nr. 449/2022: ANPC's own SAL and SOL pictograms when
 * the operator has put the official files in content/media (content/README.md), linked to their
 * addresses. Without the SAL file, a text link to the same address with the official wording (no
 * drawn look-alike). The SOL link is shown only with its file: the EU platform it points to closed
 * on 20 July 2025 (Regulation (EU) 2024/3228, see /anpc), so showing it is the operator's decision.
 */
export const AnpcLinks = ({ pictograms = {} }: { pictograms?: OperatorDto['pictograms'] }) => {
  const { t } = useTranslation();
  return (
    <>
      {pictograms.sal ? (
        <Anchor href={ANPC_SAL_URL} target="_blank" rel="noopener noreferrer" py={4} display="block" w={PICTOGRAM.width} maw="100%">
          <img src={pictograms.sal} alt={t('footer.anpcSalPicture')} width={PICTOGRAM.width} height={PICTOGRAM.height} loading="lazy" style={{ display: 'block', maxWidth: '100%', height: 'auto' }} />
        </Anchor>
      ) : (
        <Anchor href={ANPC_SAL_URL} target="_blank" rel="noopener noreferrer" c="dark.6" py={4}>
          {t('footer.anpcSal')}
        </Anchor>
      )}
      {pictograms.sol && (
        <Anchor href={EU_ODR_URL} target="_blank" rel="noopener noreferrer" py={4} display="block" w={PICTOGRAM.width} maw="100%">
          <img src={pictograms.sol} alt={t('footer.anpcSolPicture')} width={PICTOGRAM.width} height={PICTOGRAM.height} loading="lazy" style={{ display: 'block', maxWidth: '100%', height: 'auto' }} />
        </Anchor>
      )}
    </>
  );
};
