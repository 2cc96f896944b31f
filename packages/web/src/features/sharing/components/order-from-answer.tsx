import { Button, Group, Menu, Text } from '@mantine/core';
import { IconChevronDown, IconClipboardList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeError } from '../../../lib/error-messages';
import { useCarryTargets } from '../api/carry-targets';
import { carryPath } from '../carry-path';

/**
 * On an answer that approved the document or part of it: the order made from the approved lines.
 * One application that takes them opens its editor at once; several are offered in a menu, the
 * likeliest first (the server orders them); none says so.
 */
export const OrderFromAnswer = ({ documentId, answerId }: { documentId: string; answerId: string }) => {
  const { t } = useTranslation();
  const targets = useCarryTargets(documentId, answerId);
  const label = t('sharing.order.button');
  const icon = <IconClipboardList size={16} aria-hidden />;
  // Its label wraps on a 360 px phone instead of running past the list's edge.
  const wraps = { h: 'auto', py: 6, maw: '100%', styles: { label: { whiteSpace: 'normal' as const, textAlign: 'left' as const } } };

  if (targets.isPending) {
    return (
      <Button size="sm" variant="light" leftSection={icon} loading mt={4} {...wraps}>
        {label}
      </Button>
    );
  }
  if (targets.isError) {
    return (
      <Text fz="sm" c="red" role="alert" mt={4}>
        {`${t('sharing.order.targetsFailed')} ${describeError(t, targets.error)}`}
      </Text>
    );
  }
  const list = targets.data.targets;
  const [only] = list;
  if (!only) {
    return (
      <Text fz="sm" c="dimmed" mt={4}>
        {t('sharing.order.noTarget')}
      </Text>
    );
  }
  if (list.length === 1) {
    return (
      <Group gap="xs" mt={4} wrap="wrap">
        <Button size="sm" variant="light" leftSection={icon} component={Link} to={carryPath({ formId: only.form_id, documentId, answerId })} {...wraps}>
          {label}
        </Button>
        <Text fz="xs" c="dimmed">
          {t('sharing.order.opens', { title: only.title })}
        </Text>
      </Group>
    );
  }
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button size="sm" variant="light" leftSection={icon} rightSection={<IconChevronDown size={14} aria-hidden />} mt={4} {...wraps}>
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('sharing.order.choose')}</Menu.Label>
        {list.map((target) => (
          <Menu.Item key={target.form_id} component={Link} to={carryPath({ formId: target.form_id, documentId, answerId })} py={10}>
            {target.title}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
};
