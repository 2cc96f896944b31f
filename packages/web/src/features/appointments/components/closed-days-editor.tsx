import { ActionIcon, Alert, Button, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleDateInput } from '../../../components/locale-date-inputs';
import { describeError } from '../../../lib/error-messages';
import { useLocale } from '../../../lib/use-locale';
import { useAddClosedDay, useClosedDays, useRemoveClosedDay } from '../api/working-hours';
import { dayAndMonth } from '../closed-reason';

/** The business's own closed days (holiday, inventory), besides the public holidays the app knows; `readOnly`: the list only (a team member). */
export const ClosedDaysEditor = ({ readOnly = false }: { readOnly?: boolean }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const closed = useClosedDays();
  const add = useAddClosedDay();
  const remove = useRemoveClosedDay();
  const [date, setDate] = useState('');
  const [note, setNote] = useState('');
  const error = add.error ?? remove.error ?? closed.error;
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {t('workingHours.closedDays')}
      </Title>
      {!readOnly && (
        <Text fz="sm" c="dimmed">
          {t('workingHours.closedDaysIntro')}
        </Text>
      )}
      {closed.data && closed.data.length > 0 ? (
        <List spacing={4}>
          {closed.data.map((day) => (
            <List.Item key={day.id}>
              <Group gap="xs" wrap="nowrap">
                <Text fz="sm">{day.note ? `${dayAndMonth(day.date, locale)} ${day.date.slice(0, 4)} – ${day.note}` : `${dayAndMonth(day.date, locale)} ${day.date.slice(0, 4)}`}</Text>
                {!readOnly && (
                <ActionIcon variant="subtle" color="red" aria-label={t('workingHours.removeClosedDay', { day: dayAndMonth(day.date, locale) })} onClick={() => remove.mutate(day.id)}>
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
                )}
              </Group>
            </List.Item>
          ))}
        </List>
      ) : (
        closed.isSuccess && <Text fz="sm">{t('workingHours.noClosedDays')}</Text>
      )}
      {!readOnly && (
      <Group gap="sm" align="flex-end" wrap="wrap">
        <LocaleDateInput w={170} label={t('workingHours.closedDate')} value={date} onChange={setDate} />
        <TextInput w={200} label={t('workingHours.closedNote')} value={note} maxLength={200} onChange={(event) => setNote(event.currentTarget.value)} />
        <Button
          variant="light"
          disabled={!date}
          loading={add.isPending}
          onClick={() =>
            add.mutate(
              { date, note },
              {
                onSuccess: () => {
                  setDate('');
                  setNote('');
                },
              },
            )
          }
        >
          {t('workingHours.addClosedDay')}
        </Button>
      </Group>
      )}
      {error && (
        <Alert color="red" role="alert">
          {describeError(t, error)}
        </Alert>
      )}
    </Stack>
  );
};
