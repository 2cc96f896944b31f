import { Alert, Container, Text } from '@mantine/core';
import { IconUserShield } from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingLine } from '../../../components/load-state';
import { useStanding, useStandingState, type Permission } from '../permissions';

/** What only the owner may do, as the end of "Only the owner of <business> can …" (account.ownerOnly.actions). */
export type OwnerAction = 'team' | 'billing' | 'personalisation' | 'profile' | 'statistics' | 'autoLock' | 'export' | 'deleteAccount';

/** The translated explanation a member sees in place of an owner-only page or card. */
export const OwnerOnlyNotice = ({ action }: { action: OwnerAction }) => {
  const { t } = useTranslation();
  const standing = useStanding();
  const business = standing?.businessName;
  const what = t(`account.ownerOnly.actions.${action}` as ParseKeys);
  return (
    <Alert color="gray" variant="light" icon={<IconUserShield aria-hidden />} title={t('account.ownerOnly.title')} role="status">
      <Text fz="sm">{business ? t('account.ownerOnly.named', { business, what }) : t('account.ownerOnly.unnamed', { what })}</Text>
      <Text fz="sm" mt={4}>
        {t('account.ownerOnly.ask')}
      </Text>
    </Alert>
  );
};

/** permission: one of GET /api/user/me's; without it, only the owner (company profile, auto-lock). */
type OwnerOnlyProps = { permission?: Permission; action: OwnerAction; children: ReactNode; page?: boolean };

/**
 * The children for whoever may (the owner, or a member the owner allowed); the notice for the
 * others. While the account loads, a spinner; if it cannot be read, the children (the server
 * refuses anything not allowed anyway, and the page explains its 403).
 */
export const OwnerOnly = ({ permission, action, children, page }: OwnerOnlyProps) => {
  const { t } = useTranslation();
  const { standing, pending } = useStandingState();
  if (pending) return <LoadingLine label={t('account.loading')} />;
  if (!standing || (permission ? standing.permissions[permission] : standing.role === 'owner')) return children;
  return page ? (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <OwnerOnlyNotice action={action} />
    </Container>
  ) : (
    <OwnerOnlyNotice action={action} />
  );
};
