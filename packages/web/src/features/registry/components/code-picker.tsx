import type { ServiceCodesResponse } from '@atelier/core';
import { Alert, Checkbox, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingLine } from '../../../components/load-state';
import { isApiError } from '../../../lib/api-error';
import { describeError } from '../../../lib/error-messages';

type CodePickerProps = {
  query: UseQueryResult<ServiceCodesResponse>;
  selected: string[];
  onChange: (codes: string[]) => void;
  error: string | undefined;
};

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Step 1: the registry's codes, searchable by code or name; R-ODO and I-ODO are marked. */
export const CodePicker = ({ query, selected, onChange, error }: CodePickerProps) => {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  if (query.isPending) return <LoadingLine label={t('registry.dialog.codesLoading')} />;
  if (query.isError) {
    const own = isApiError(query.error) && !['registry_credentials_rejected', 'registry_not_configured'].includes(query.error.code);
    return (
      <Alert color="red" role="alert">
        <Stack gap={4}>
          <Text fz="sm">{t('registry.dialog.codesFailed')}</Text>
          {own && <Text fz="sm">{describeError(t, query.error)}</Text>}
        </Stack>
      </Alert>
    );
  }
  const codes = query.data.codes;
  if (codes.length === 0) return <Alert color="yellow">{t('registry.dialog.codesNone')}</Alert>;
  const wanted = fold(term.trim());
  const shown = wanted ? codes.filter((c) => fold(`${c.code} ${c.label} ${c.category ?? ''}`).includes(wanted)) : codes;
  return (
    <Stack gap="xs">
      <TextInput
        type="search"
        label={t('registry.dialog.codesSearch')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={term}
        onChange={(event) => setTerm(event.currentTarget.value)}
      />
      <Text fz="sm" aria-live="polite">
        {t('registry.dialog.selected', { count: selected.length })}
      </Text>
      <Checkbox.Group label={t('registry.dialog.codesLegend')} value={selected} onChange={onChange} error={error} required>
        <ScrollArea.Autosize mah={300} type="auto" offsetScrollbars>
          <Stack gap={6} pt="xs">
            {shown.length === 0 && <Text fz="sm">{t('registry.dialog.noCodeMatch', { term: term.trim() })}</Text>}
            {shown.map((c) => (
              <Checkbox
                key={c.code}
                value={c.code}
                label={
                  <span>
                    <Text component="span" fw={700} fz="sm" style={{ whiteSpace: 'nowrap' }}>
                      {c.code}
                    </Text>
                    {` · ${c.label}`}
                  </span>
                }
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Checkbox.Group>
    </Stack>
  );
};
