import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryName } from '../../../lib/category-name';

export type AppCardProps = {
  id: string;
  title: string;
  description: string;
  /** Shown as a badge; left out where the cards are already grouped by category. */
  category?: string | undefined;
  /** Extra badges after the category (access, free to try…). */
  badges?: ReactNode;
  /** Counters or hints above the actions. */
  meta?: ReactNode;
  actions: ReactNode;
  headingOrder?: 2 | 3;
};

/** One application as the catalogue and the Applications tab show it. */
export const AppCard = ({ id, title, description, category, badges, meta, actions, headingOrder = 3 }: AppCardProps) => {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" radius="md" component="article" aria-labelledby={`app-${id}`}>
      <Stack gap="sm" h="100%">
        {(category !== undefined || badges) && (
          <Group gap="xs">
            {category !== undefined && (
              <Badge variant="light" tt="none" maw="100%">
                {categoryName(t, category)}
              </Badge>
            )}
            {badges}
          </Group>
        )}
        <Title order={headingOrder} fz="lg" id={`app-${id}`}>
          {title}
        </Title>
        {description && (
          <Text c="dimmed" fz="sm" lineClamp={3}>
            {description}
          </Text>
        )}
        {meta}
        <Group gap="sm" mt="auto" pt="xs">
          {actions}
        </Group>
      </Stack>
    </Card>
  );
};
