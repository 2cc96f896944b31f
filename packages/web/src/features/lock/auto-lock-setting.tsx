import { Select, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../lib/error-messages';
import { useLockState } from '../../lib/session/lock-state';
import { saveAutoLock } from './lock-api';

const CHOICES = [0, 5, 15, 30, 60];

/** The account's idle minutes before the app locks itself (0 = never). */
export const AutoLockSetting = () => {
  const { t } = useTranslation();
  const { autoLockMinutes } = useLockState();
  const [note, setNote] = useState<{ ok: boolean; text: string }>();
  const choices = [...new Set([...CHOICES, autoLockMinutes])].sort((a, b) => a - b);

  const save = async (minutes: number) => {
    setNote(undefined);
    try {
      await saveAutoLock(minutes);
      setNote({ ok: true, text: t('lock.autoLock.saved') });
    } catch (error) {
      setNote({ ok: false, text: describeError(t, error) });
    }
  };

  return (
    <>
      <Select
        label={t('lock.autoLock.label')}
        data={choices.map((minutes) => ({
          value: String(minutes),
          label: minutes === 0 ? t('lock.autoLock.never') : t('lock.autoLock.minutes', { count: minutes }),
        }))}
        value={String(autoLockMinutes)}
        allowDeselect={false}
        onChange={(value) => value !== null && void save(Number(value))}
      />
      {note && (
        <Text fz="sm" c={note.ok ? 'teal.8' : 'red.8'} role="status">
          {note.text}
        </Text>
      )}
    </>
  );
};
