import { formatDate, type Locale, type VehicleDetailDto } from '@atelier/core';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconFilePlus, IconArrowsJoin, IconArrowBackUp } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form-alert';
import { describeError } from '../../../lib/error-messages';
import { useForms } from '../../applications';
import { useMergeVehicle, useUndoMerge, useVehicles } from '../api/vehicles';
import { newDocumentForVehicle } from '../seed';
import { Section } from './vehicle-sections';

/** "New document for this car": an application, then its editor pre-filled with the car and its owner. */
export const NewDocumentSection = ({ detail }: { detail: VehicleDetailDto }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const forms = useForms();
  const [formId, setFormId] = useState<string | null>(null);
  // The applications this car already has documents of come first.
  const options = useMemo(() => {
    const used = new Set(detail.documents.map((d) => d.form_id));
    const all = forms.data ?? [];
    return [...all.filter((f) => used.has(f.id)), ...all.filter((f) => !used.has(f.id))].map((f) => ({ value: f.id, label: f.title }));
  }, [forms.data, detail.documents]);
  return (
    <Section title={t('vehicles.newDocument.title')}>
      <Text fz="sm" c="dimmed">
        {t('vehicles.newDocument.intro')}
      </Text>
      {forms.isError && <FormAlert>{t('vehicles.newDocument.loadError')}</FormAlert>}
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('vehicles.newDocument.application')}
          placeholder={t('vehicles.newDocument.placeholder')}
          data={options}
          value={formId}
          onChange={setFormId}
          searchable
          disabled={!forms.data}
          style={{ flex: '1 1 260px' }}
          comboboxProps={{ withinPortal: true }}
        />
        <Button leftSection={<IconFilePlus size={16} aria-hidden />} disabled={!formId} onClick={() => formId && void navigate(newDocumentForVehicle(formId, detail.vehicle.id))}>
          {t('vehicles.newDocument.open')}
        </Button>
      </Group>
    </Section>
  );
};

/** Merge another of the business's cars into this one, and undo the merges made. */
export const MergeSection = ({ detail, locale }: { detail: VehicleDetailDto; locale: Locale }) => {
  const { t } = useTranslation();
  const id = detail.vehicle.id;
  const [search, setSearch] = useState('');
  const [otherId, setOtherId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<'merged' | 'undone' | null>(null);
  const candidates = useVehicles(search, 1, { limit: 10 });
  const merge = useMergeVehicle(id);
  const undo = useUndoMerge(id);
  const options = (candidates.data?.results ?? [])
    .filter((v) => v.id !== id)
    .map((v) => ({ value: v.id, label: [v.plate ?? v.vin ?? '', [v.make, v.model].filter(Boolean).join(' ')].filter(Boolean).join(' · ') }));
  const chosen = options.find((o) => o.value === otherId);
  const failure = merge.error ?? undo.error;
  return (
    <Section title={t('vehicles.merge.title')}>
      <Text fz="sm" c="dimmed">
        {t('vehicles.merge.intro')}
      </Text>
      {detail.merges.length > 0 && (
        <Stack gap="xs">
          {detail.merges.map((m) => (
            <Group key={m.id} justify="space-between" gap="xs" wrap="wrap">
              <Text fz="sm">{t('vehicles.merge.merged', { plates: m.other_plates.join(', ') || m.other_vin || m.other_id, date: formatDate(new Date(m.created_at), locale) })}</Text>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconArrowBackUp size={14} aria-hidden />}
                loading={undo.isPending && undo.variables === m.id}
                onClick={() => undo.mutate(m.id, { onSuccess: () => setDone('undone') })}
              >
                {t('vehicles.merge.undo')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('vehicles.merge.other')}
          placeholder={t('vehicles.merge.otherPlaceholder')}
          data={options}
          value={otherId}
          onChange={setOtherId}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: all }) => all}
          nothingFoundMessage={search.trim() ? t('vehicles.list.noMatch', { query: search.trim() }) : undefined}
          style={{ flex: '1 1 260px' }}
        />
        <Button variant="default" leftSection={<IconArrowsJoin size={16} aria-hidden />} disabled={!otherId} onClick={() => setConfirming(true)}>
          {t('vehicles.merge.submit')}
        </Button>
      </Group>
      {done && !failure && (
        <Text fz="sm" c="green" role="status">
          {t(done === 'merged' ? 'vehicles.merge.done' : 'vehicles.merge.undone')}
        </Text>
      )}
      {failure && <FormAlert>{`${t('vehicles.merge.failed')} ${describeError(t, failure)}`}</FormAlert>}
      <ConfirmDialog
        opened={confirming}
        title={t('vehicles.merge.confirmTitle')}
        message={t('vehicles.merge.confirm', { other: chosen?.label ?? '', plate: detail.vehicle.plate ?? detail.vehicle.vin ?? '' })}
        confirmLabel={t('vehicles.merge.submit')}
        busy={merge.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          if (!otherId) return;
          merge.mutate(otherId, {
            onSuccess: () => {
              setDone('merged');
              setOtherId(null);
              setSearch('');
            },
            onSettled: () => setConfirming(false),
          });
        }}
      />
    </Section>
  );
};
