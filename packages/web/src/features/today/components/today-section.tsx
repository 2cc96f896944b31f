import { Anchor, Badge, Box, Card, Group, Stack, Text, Title, type AnchorProps } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TAP_TARGET } from '../../../lib/tap-target';

type TodaySectionProps = {
  id: string;
  icon: ReactNode;
  title: string;
  /** How many there are (the list shows the first ones). */
  total: number;
  shown: number;
  /** The text when there is nothing. */
  empty: string;
  /** A page with all of them (the calendar, History…). */
  more?: { to: string; label: string } | undefined;
  intro?: string | undefined;
  /** Below the list: what went wrong with a row's action. */
  notice?: ReactNode;
  /** The children are rows (TodayRow, list items); false: a list or table of another feature's, shown as it is. */
  rows?: boolean;
  children: ReactNode;
};

/** One section of Today: its heading with how many, its rows (a list), or a quiet line when empty. */
export const TodaySection = ({ id, icon, title, total, shown, empty, more, intro, notice, rows = true, children }: TodaySectionProps) => {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Group justify="space-between" gap={6}>
          <Group gap="xs" wrap="nowrap" miw={0}>
            {/* Its own size when the title takes two lines (a phone). */}
            <Box display="flex" style={{ flexShrink: 0 }}>
              {icon}
            </Box>
            <Title order={2} fz="lg" id={id}>
              {title}
            </Title>
            {total > 0 && (
              <Badge variant="light" circle={total < 10} aria-hidden>
                {total}
              </Badge>
            )}
          </Group>
          {more && (
            <TapLink to={more.to} fz="sm" style={{ flexShrink: 0 }}>
              {more.label}
            </TapLink>
          )}
        </Group>
        {intro && (
          <Text fz="sm" c="dimmed">
            {intro}
          </Text>
        )}
        {total === 0 ? (
          <Text fz="sm" c="dimmed">
            {empty}
          </Text>
        ) : rows ? (
          <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
            {children}
          </Stack>
        ) : (
          children
        )}
        {total > shown && (
          <Text fz="sm" c="dimmed">
            {t('today.more', { count: total - shown })}
          </Text>
        )}
        {notice}
      </Stack>
    </Card>
  );
};

/** A row's action a thumb finds on a phone. */
export const TAP = TAP_TARGET;

/** What a link's box gains above and below its line of text (a small line is ~22 px high): TAP in all. */
const TAP_PADDING = 12;

/**
 * A link that is words, not a button (a row's title, a document's number, "all of them"), with a
 * box a thumb finds: TAP_PADDING above and below its text, given back by a negative margin so the
 * row's layout does not move (`inline` also sideways, for a link standing alone at a row's end).
 */
export const TapLink = ({
  to,
  inline = false,
  style,
  children,
  ...props
}: AnchorProps & { to: string; inline?: boolean; style?: CSSProperties; children: ReactNode; 'aria-label'?: string }) => (
  <Anchor
    component={Link}
    to={to}
    {...props}
    style={{
      display: 'inline-block',
      paddingBlock: TAP_PADDING,
      marginBlock: -TAP_PADDING,
      ...(inline ? { paddingInline: TAP_PADDING / 2, marginInline: -TAP_PADDING / 2 } : {}),
      ...style,
    }}
  >
    {children}
  </Anchor>
);

type TodayRowProps = { title: ReactNode; detail?: ReactNode; actions?: ReactNode };

/** A row: what it is (a link to it) and a second line, its actions on the right (below on a phone). */
export const TodayRow = ({ title, detail, actions }: TodayRowProps) => (
  <Group component="li" justify="space-between" align="center" gap="xs" py={8} wrap="wrap" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
    <Stack gap={2} miw={0} style={{ flex: '1 1 12rem' }}>
      {title}
      {detail && (
        <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {detail}
        </Text>
      )}
    </Stack>
    {actions && (
      <Group gap="xs" wrap="nowrap">
        {actions}
      </Group>
    )}
  </Group>
);

/** A plate or a date and time on one line: a narrow row wraps around it, not inside it ("CJ 12 / ABC"). */
export const keepTogether = (text: string): string => text.replace(/ /g, '\u00a0');

/** Parts of a second line, the empty ones left out. */
export const joined = (...parts: (string | null | undefined | false)[]): string => parts.filter(Boolean).join(' · ');
