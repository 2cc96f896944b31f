import {
  checkCompanyProfile,
  isValidationCode,
  validationMessage,
  type CompanyProfileBody,
  type CompanyProfileDto,
  type CompanyProfileTextField,
} from '@atelier/core';
import { Alert, Button, Card, Checkbox, Group, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n';
import { isApiError } from '../../../lib/api-error';
import { describeError } from '../../../lib/error-messages';
import { useSaveProfile } from '../api/save-profile';

type Errors = Partial<Record<CompanyProfileTextField, string>>;

const SECTIONS: { title: 'identity' | 'contact' | 'bank'; fields: CompanyProfileTextField[] }[] = [
  { title: 'identity', fields: ['name', 'cui', 'reg_no'] },
  { title: 'contact', fields: ['address', 'city', 'county', 'phone', 'email'] },
  { title: 'bank', fields: ['iban', 'bank'] },
];
const REQUIRED = new Set<CompanyProfileTextField>(['name', 'cui']);
const HINTS: Partial<Record<CompanyProfileTextField, 'profile.hints.cui' | 'profile.hints.reg_no'>> = { cui: 'profile.hints.cui', reg_no: 'profile.hints.reg_no' };

const bodyOf = ({ updated_at: _saved, ...body }: CompanyProfileDto): CompanyProfileBody => body;

/** The company profile's fields, checked as the server checks them (CUI, IBAN, trade register) before sending. */
export const ProfileForm = ({ profile }: { profile: CompanyProfileDto }) => {
  const { t } = useTranslation();
  const save = useSaveProfile();
  const [values, setValues] = useState<CompanyProfileBody>(() => bodyOf(profile));
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState(false);

  const messageOf = (code: string, params?: Record<string, string | number>) =>
    isValidationCode(code) ? validationMessage(code, currentLocale(), params) : t('profile.fixFields');

  const change = (key: keyof CompanyProfileBody, value: string | boolean) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    setSaved(false);
    if (key in errors) setErrors(({ [key as CompanyProfileTextField]: _fixed, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkCompanyProfile(values);
    if (!checked.ok) return setErrors(Object.fromEntries(checked.problems.map((p) => [p.path, messageOf(p.code, p.params)])));
    setErrors({});
    save.mutate(checked.profile, {
      onSuccess: (stored) => {
        setValues(bodyOf(stored));
        setSaved(true);
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'validation_error') {
          setErrors(Object.fromEntries(error.details.map((d) => [d.path, d.code ? messageOf(d.code) : d.message])));
        }
      },
    });
  };

  const input = (key: CompanyProfileTextField) => {
    // The key passed directly, not spread: React reads a spread key as a prop (and warns).
    const common = {
      label: t(`profile.fields.${key}`),
      value: values[key],
      error: errors[key],
      required: REQUIRED.has(key),
      description: HINTS[key] && t(HINTS[key]),
      onChange: (event: { currentTarget: { value: string } }) => change(key, event.currentTarget.value),
      size: 'md' as const,
    };
    if (key === 'address') return <Textarea key={key} {...common} autosize minRows={2} />;
    return <TextInput key={key} {...common} type={key === 'email' ? 'email' : key === 'phone' ? 'tel' : 'text'} autoComplete="off" />;
  };

  const serverFailure = save.isError && !(isApiError(save.error) && save.error.code === 'validation_error');
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {SECTIONS.map((section) => (
          <Card key={section.title} withBorder padding="lg" component="section" aria-labelledby={`profile-${section.title}`}>
            <Stack gap="md">
              <Title order={2} fz="lg" id={`profile-${section.title}`}>
                {t(`profile.sections.${section.title}`)}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {section.fields.map(input)}
              </SimpleGrid>
              {section.title === 'identity' && (
                <Checkbox
                  size="md"
                  label={t('profile.fields.vat_payer')}
                  description={t('profile.hints.vat_payer')}
                  checked={values.vat_payer}
                  onChange={(event) => change('vat_payer', event.currentTarget.checked)}
                />
              )}
            </Stack>
          </Card>
        ))}
        {Object.keys(errors).length > 0 && (
          <Alert color="red" role="alert">
            {t('profile.fixFields')}
          </Alert>
        )}
        {serverFailure && (
          <Alert color="red" role="alert">
            {describeError(t, save.error, { fallback: 'profile.saveFailed' })}
          </Alert>
        )}
        {saved && (
          <Alert color="green" role="status">
            {t('profile.saved')}
          </Alert>
        )}
        <Group>
          <Button type="submit" size="lg" leftSection={<IconDeviceFloppy size={20} aria-hidden />} loading={save.isPending}>
            {t('profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
