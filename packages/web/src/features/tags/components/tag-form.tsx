import { Button, Group, NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import type { ServiceTagBody } from '@atelier/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

type TagFormProps = { initial?: ServiceTagBody; busy: boolean; submitLabel: string; onSubmit: (body: ServiceTagBody) => void; onCancel?: () => void };

/** Name, interval in months, aliases (comma separated): SPEC §3 Service tag. */
export const TagForm = ({ initial, busy, submitLabel, onSubmit, onCancel }: TagFormProps) => {
  const { t } = useTranslation();
  const [name, setName] = useState(initial?.name ?? '');
  const [months, setMonths] = useState<number | string>(initial?.interval_months ?? 12);
  const [aliases, setAliases] = useState(initial?.aliases ?? '');
  const [nameError, setNameError] = useState(false);
  const [monthsError, setMonthsError] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const interval = typeof months === 'number' ? months : Number.parseInt(months, 10);
    const badName = name.trim() === '';
    const badMonths = !Number.isInteger(interval) || interval < 1 || interval > 240;
    setNameError(badName);
    setMonthsError(badMonths);
    if (badName || badMonths) return;
    onSubmit({ name: name.trim(), interval_months: interval, aliases: aliases.trim() });
    if (!initial) {
      setName('');
      setMonths(12);
      setAliases('');
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput label={t('tags.form.name')} required maxLength={60} value={name} error={nameError ? t('tags.form.nameRequired') : undefined} onChange={(e) => setName(e.currentTarget.value)} />
        <NumberInput
          label={t('tags.form.interval')}
          required
          min={1}
          max={240}
          allowDecimal={false}
          value={months}
          error={monthsError ? t('tags.form.intervalInvalid') : undefined}
          onChange={setMonths}
        />
        <TextInput label={t('tags.form.aliases')} description={t('tags.form.aliasesHelp')} maxLength={500} value={aliases} onChange={(e) => setAliases(e.currentTarget.value)} />
      </SimpleGrid>
      <Group mt="md" gap="sm">
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="default" onClick={onCancel}>
            {t('tags.form.cancel')}
          </Button>
        )}
      </Group>
    </form>
  );
};
