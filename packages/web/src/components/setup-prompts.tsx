import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { Link } from 'react-router';

/** One thing the account still lacks: what is missing, and the place where it is set. */
export type SetupPrompt = { key: string; text: string; to: string; action: string };

type SetupPromptsProps = { id: string; title: string; prompts: readonly SetupPrompt[] };

/**
 * What is still to set up, one line each with its way there (the settings themselves live on their
 * pages: the company profile, the working hours). Nothing at all once everything is set.
 */
export const SetupPrompts = ({ id, title, prompts }: SetupPromptsProps) => {
  if (prompts.length === 0) return null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={id} bg="yellow.0">
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <IconListCheck size={22} aria-hidden />
          <Title order={2} fz="lg" id={id}>
            {title}
          </Title>
        </Group>
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {prompts.map((prompt) => (
            <Group component="li" key={prompt.key} justify="space-between" gap="xs" wrap="wrap">
              <Text fz="sm" style={{ flex: '1 1 14rem' }}>
                {prompt.text}
              </Text>
              <Button component={Link} to={prompt.to} size="xs" variant="light">
                {prompt.action}
              </Button>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
};
