import type { OperatorDto } from '@atelier/core';
import { Anchor, Group, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const Line = ({ icon, children }: { icon: ReactNode; children: ReactNode }) => (
  <Group gap={8} wrap="nowrap" py={4}>
    {icon}
    {children}
  </Group>
);

export const phoneHref = (phone: string): string => `tel:${phone.replace(/[^+\d]/g, '')}`;

/**
 * The operator's e-mail, phone, messaging link and address, each only when configured: an
 * unconfigured value is left out, never replaced by an example.
 */
export const OperatorContact = ({ operator, color }: { operator: OperatorDto; color?: string }) => {
  const { t } = useTranslation();
  return (
    <>
      {operator.email && (
        <Line icon={<IconMail size={18} aria-hidden />}>
          <Anchor href={`mailto:${operator.email}`} c={color}>
            {operator.email}
          </Anchor>
        </Line>
      )}
      {operator.phone && (
        <Line icon={<IconPhone size={18} aria-hidden />}>
          <Anchor href={phoneHref(operator.phone)} c={color}>
            {operator.phone}
          </Anchor>
        </Line>
      )}
      {operator.whatsapp && (
        <Line icon={<IconBrandWhatsapp size={18} aria-hidden />}>
          <Anchor href={operator.whatsapp} target="_blank" rel="noopener noreferrer" c={color}>
            {t('footer.messaging')}
          </Anchor>
        </Line>
      )}
      {operator.address && (
        <Line icon={<IconMapPin size={18} aria-hidden />}>
          <Text c={color}>{operator.address}</Text>
        </Line>
      )}
    </>
  );
};
