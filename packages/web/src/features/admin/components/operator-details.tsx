import { OPERATOR_CONTACT_FIELDS, OPERATOR_FIELDS, operatorSettingsBody, type OperatorField, type OperatorIdentity, type OperatorSettingsDto } from '@atelier/core';
import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { describeError } from '../../../lib/error-messages';
import { useOperatorSettings, useSaveOperatorSettings } from '../api/operator';

/** Whether a visitor has any way to reach the operator (payment is arranged by contacting them). */
export const hasContact = (served: OperatorIdentity): boolean => OPERATOR_CONTACT_FIELDS.some((field) => Boolean(served[field]));

/** The warning the dashboard shows while the site names no way to reach the operator; `onFill` opens the form. */
export const OperatorContactWarning = ({ onFill }: { onFill: () => void }) => {
  const { t } = useTranslation();
  const { data } = useOperatorSettings();
  // Nothing until the server has answered: a failed call is no reason to warn.
  if (!data || hasContact(data.served)) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('admin.operator.warningTitle')} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text fz="sm">{t('admin.operator.warning')}</Text>
        <Button size="sm" color="orange" onClick={onFill}>
          {t('admin.operator.fill')}
        </Button>
      </Stack>
    </Alert>
  );
};

type Draft = Record<OperatorField, string>;
const draftOf = (settings: OperatorSettingsDto): Draft =>
  Object.fromEntries(OPERATOR_FIELDS.map((field) => [field, settings.saved[field] ?? ''])) as Draft;

/** The operator's details: the fields the server's configuration sets are shown, not editable. */
export const OperatorDetailsPanel = () => {
  const { t } = useTranslation();
  const settings = useOperatorSettings();
  if (settings.isError) return <FormAlert>{describeError(t, settings.error, { fallback: 'admin.operator.loadFailed' })}</FormAlert>;
  if (!settings.data) return <Text c="dimmed">{t('admin.operator.loading')}</Text>;
  return <OperatorForm settings={settings.data} />;
};

const OperatorForm = ({ settings }: { settings: OperatorSettingsDto }) => {
  const { t } = useTranslation();
  const save = useSaveOperatorSettings();
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [errors, setErrors] = useState<Partial<Record<OperatorField, string>>>({});
  const configured = new Set(settings.configured);

  const submit = () => {
    const editable = Object.fromEntries(OPERATOR_FIELDS.filter((field) => !configured.has(field)).map((field) => [field, draft[field]]));
    const parsed = operatorSettingsBody.safeParse(editable);
    if (!parsed.success) {
      const failed = new Set(parsed.error.issues.map((issue) => issue.path[0] as OperatorField));
      setErrors(Object.fromEntries([...failed].map((field) => [field, t(`admin.operator.invalid.${field}`)])));
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  const field = (name: OperatorField) => {
    const fromServer = configured.has(name);
    const props = {
      label: t(`admin.operator.fields.${name}`),
      description: fromServer ? t('admin.operator.fromServer') : t(`admin.operator.hints.${name}`),
      value: fromServer ? (settings.served[name] ?? '') : draft[name],
      readOnly: fromServer,
      variant: fromServer ? ('filled' as const) : ('default' as const),
      error: errors[name],
      onChange: (event: { currentTarget: { value: string } }) => setDraft({ ...draft, [name]: event.currentTarget.value }),
    };
    if (name === 'address') return <Textarea key={name} {...props} size="md" autosize minRows={2} maxLength={300} />;
    return <TextInput key={name} {...props} type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'} inputMode={name === 'phone' ? 'tel' : undefined} />;
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md" maw={760}>
        <Text fz="sm" c="dimmed">
          {t('admin.operator.intro')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {OPERATOR_FIELDS.map(field)}
        </SimpleGrid>
        {save.isError && <FormAlert>{describeError(t, save.error, { fallback: 'admin.operator.saveFailed' })}</FormAlert>}
        {save.isSuccess && <FormAlert tone="success">{t('admin.operator.saved')}</FormAlert>}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('admin.operator.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
