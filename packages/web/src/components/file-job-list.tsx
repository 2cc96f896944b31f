import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A file the server makes in the background (the data export, the month's invoices ZIP), as its list shows it. */
export type FileJob = { id: string; status: 'queued' | 'running' | 'done' | 'failed' | 'expired'; done: number; total: number };

/** One row's texts, from the card's own i18n namespace. */
export type FileJobTexts = {
  /** Written before the state of a row that is not ready ("March 2026 · Preparing…"); none: the state alone. */
  title?: string;
  queued: string;
  running: string;
  progressLabel: string;
  /** A ready row: its first line (bold) and its details (dimmed). */
  ready: string;
  readyDetails: string;
  download: string;
  failed: string;
  expired: string;
};

/** How far a preparing job is, 0–100. */
export const jobPercent = (job: FileJob) => (job.total > 0 ? Math.round((job.done / job.total) * 100) : 0);

/**
 * The rows of a card's background files: preparing with its progress, ready with its download
 * button, failed, expired. Every text is the card's (`texts` of each row and its percent).
 */
export const FileJobList = <T extends FileJob>({
  items,
  texts,
  listLabel,
  rowTestId,
  onDownload,
  downloading,
}: {
  items: readonly T[];
  texts: (item: T, percent: number) => FileJobTexts;
  listLabel: string;
  rowTestId: string;
  onDownload: (item: T) => void;
  /** The row whose download is under way (its button spins). */
  downloading: (item: T) => boolean;
}) => {
  const line = (item: T): ReactNode => {
    const percent = jobPercent(item);
    const text = texts(item, percent);
    const state = (said: string) => (text.title ? `${text.title} · ${said}` : said);
    switch (item.status) {
      case 'queued':
      case 'running':
        return (
          <Stack gap={4}>
            <Text fz="sm">{state(item.status === 'queued' ? text.queued : text.running)}</Text>
            <Progress value={percent} animated aria-label={text.progressLabel} />
          </Stack>
        );
      case 'done':
        return (
          <Group justify="space-between" align="center" wrap="wrap" gap="sm">
            <Stack gap={2} style={{ flex: '1 1 220px', minWidth: 0 }}>
              <Text fz="sm" fw={600}>
                {text.ready}
              </Text>
              <Text fz="sm" c="dimmed">
                {text.readyDetails}
              </Text>
            </Stack>
            <Button leftSection={<IconDownload size={18} aria-hidden />} onClick={() => onDownload(item)} loading={downloading(item)}>
              {text.download}
            </Button>
          </Group>
        );
      case 'failed':
        return (
          <Text fz="sm" c="red">
            {state(text.failed)}
          </Text>
        );
      case 'expired':
        return (
          <Text fz="sm" c="dimmed">
            {state(text.expired)}
          </Text>
        );
    }
  };

  if (items.length === 0) return null;
  return (
    <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={listLabel}>
      {items.map((item) => (
        <li key={item.id} data-testid={rowTestId} style={{ borderTop: '1px solid var(--mantine-color-default-border)', padding: 'var(--mantine-spacing-sm) 0' }}>
          {line(item)}
        </li>
      ))}
    </Stack>
  );
};
