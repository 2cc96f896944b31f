import type { CustomerEraseResult } from '@atelier/core';
import { Alert, Anchor, Badge, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadErrorAlert, LoadingLine } from '../../../components/load-state';
import { isApiError } from '../../../lib/api-error';
import { useCustomer } from '../api/customers';
import { CustomerConsent } from './customer-consent';
import { CustomerDocuments, CustomerVehicles } from './customer-documents';
import { CustomerFacts } from './customer-facts';
import { CustomerGdpr, ErasureReport } from './customer-gdpr';
import { CustomerMerge } from './customer-merge';
import { customerName } from './customer-name';

/** Where the customers' list lives: the dashboard's Customers tab. */
export const CUSTOMERS_LIST_PATH = '/dashboard?tab=customers';

/**
 * One customer's page (issue 31): details and contact, amounts, vehicles, documents, consent to
 * reminders, merging, and the owner's GDPR export and erasure.
 */
export const CustomerView = ({ id, isOwner }: { id: string; isOwner: boolean }) => {
  const { t } = useTranslation();
  const customer = useCustomer(id);
  const [erased, setErased] = useState<CustomerEraseResult | undefined>();
  const back = (
    <Anchor component={Link} to={CUSTOMERS_LIST_PATH} fz="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('customers.page.back')}
      </Group>
    </Anchor>
  );
  const body = () => {
    if (customer.isPending) return <LoadingLine label={t('customers.page.loading')} />;
    if (customer.isError) {
      if (isApiError(customer.error) && customer.error.status === 404) return <Alert color="gray">{t('customers.page.notFound')}</Alert>;
      return <LoadErrorAlert title={t('customers.page.loadError')} error={customer.error} onRetry={() => void customer.refetch()} />;
    }
    const detail = customer.data;
    return (
      <Stack gap="md">
        <Group gap="sm" wrap="wrap">
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }} style={{ overflowWrap: 'anywhere' }}>
            {customerName(t, detail.customer)}
          </Title>
          <Badge variant="light" color={detail.customer.kind === 'company' ? 'indigo' : 'gray'}>
            {t(`customers.kind.${detail.customer.kind}`)}
          </Badge>
        </Group>
        <CustomerFacts detail={detail} />
        <CustomerVehicles detail={detail} />
        <CustomerDocuments detail={detail} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <CustomerConsent key={`${detail.customer.id}-${String(detail.customer.reminders)}`} detail={detail} />
          <CustomerMerge detail={detail} />
        </SimpleGrid>
        <CustomerGdpr detail={detail} isOwner={isOwner} onErased={setErased} />
      </Stack>
    );
  };
  return (
    <Stack gap="md">
      {back}
      {erased && <ErasureReport result={erased} />}
      {body()}
    </Stack>
  );
};
