import { validateCui, type CompanyLookupDto, type FieldValue, type FormDefinition, type Step, type StepData } from '@atelier/core';
import { Alert, Loader, Group, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type LookupCompany = (cui: string, signal?: AbortSignal) => Promise<CompanyLookupDto>;

type Party = 'company' | 'client';
const DEBOUNCE_MS = 450;

const roleField = (step: Step, role: string) => step.fields.find((field) => field.role === role && field.type !== 'array');

/**
 * What a company found by its CUI puts into the step, by role (`company.name`, `client.city`…).
 * A field is filled when it is empty or still holds what the previous lookup put there: what the
 * user typed is never overwritten.
 */
export const lookupValues = ({ step, party, company, values, previous, vatPayerDocument }: { step: Step; party: Party; company: CompanyLookupDto; values: StepData; previous: Record<string, FieldValue> ; vatPayerDocument: boolean }): Record<string, FieldValue> => {
  const inParts = roleField(step, `${party}.city`) !== undefined;
  const oneLine = [company.address, company.city, company.county && company.county !== 'B' ? `jud. ${company.county}` : company.county === 'B' ? 'București' : ''].filter(Boolean).join(', ');
  const byRole: Record<string, string> = {
    [`${party}.name`]: company.name,
    [`${party}.address`]: inParts ? company.address : oneLine,
    [`${party}.city`]: company.city,
    [`${party}.county`]: company.county,
    [`${party}.postal_code`]: company.postal_code,
    [`${party}.reg_no`]: company.reg_no,
    [`${party}.phone`]: company.phone,
  };
  const filled: Record<string, FieldValue> = {};
  for (const [role, value] of Object.entries(byRole)) {
    const field = roleField(step, role);
    if (!field || value === '') continue;
    const current = values[field.name];
    const free = current === undefined || current === null || current === '' || current === previous[field.name];
    if (field.type === 'select' && !(field.options ?? []).some((option) => option.value === value)) continue;
    if (free) filled[field.name] = value;
  }
  // A VAT payer's CUI is written with RO (the invoice's buyer, or a VAT-paying issuer).
  const cuiField = roleField(step, `${party}.cui`);
  if (cuiField && company.vat_payer && (party === 'client' || vatPayerDocument)) filled[cuiField.name] = company.tax_id;
  return filled;
};

type Status = { state: 'idle' } | { state: 'searching' } | { state: 'found'; company: CompanyLookupDto } | { state: 'failed' };

/**
 * Typing a valid CUI in a company or client step (a field with role company.cui or client.cui)
 * fills the step's name, address, trade register number… from ANAF's register. The lookup runs
 * after a short pause in typing; a failure only says so, the fields stay free to fill by hand.
 */
export const CompanyLookup = ({
  definition,
  step,
  values,
  isVisible,
  lookup,
  onFill,
}: {
  definition: FormDefinition;
  step: Step;
  values: StepData;
  isVisible: (path: string) => boolean;
  lookup: LookupCompany;
  onFill: (values: Record<string, FieldValue>) => void;
}) => {
  const { t } = useTranslation();
  const party: Party | undefined = roleField(step, 'company.cui') ? 'company' : roleField(step, 'client.cui') ? 'client' : undefined;
  const cuiField = party ? roleField(step, `${party}.cui`) : undefined;
  const raw = cuiField ? values[cuiField.name] : undefined;
  const visible = cuiField ? isVisible(`${step.name}.${cuiField.name}`) : false;
  const checked = typeof raw === 'string' && visible ? validateCui(raw) : undefined;
  const digits = checked?.ok ? checked.normalized.replace(/^RO/, '') : undefined;
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const latest = useRef({ values, onFill });
  useEffect(() => {
    latest.current = { values, onFill };
  });
  const previous = useRef<Record<string, FieldValue>>({});
  const asked = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!digits || !party || digits === asked.current) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      asked.current = digits;
      setStatus({ state: 'searching' });
      lookup(digits, controller.signal).then(
        (company) => {
          const filled = lookupValues({ step, party, company, values: latest.current.values, previous: previous.current, vatPayerDocument: definition.document.vat?.payer === true });
          previous.current = filled;
          latest.current.onFill(filled);
          setStatus({ state: 'found', company });
        },
        () => {
          if (!controller.signal.aborted) setStatus({ state: 'failed' });
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [digits, party, step, lookup, definition]);

  if (!party || status.state === 'idle' || !digits) return null;
  return (
    <div aria-live="polite">
      {status.state === 'searching' && (
        <Group gap="xs">
          <Loader size="xs" aria-hidden />
          <Text fz="sm">{t('companyLookup.searching')}</Text>
        </Group>
      )}
      {status.state === 'failed' && (
        <Text fz="sm" c="dimmed">
          {t('companyLookup.failed')}
        </Text>
      )}
      {status.state === 'found' && (
        <>
          <Text fz="sm">
            {t('companyLookup.filled', { name: status.company.name })} · {status.company.vat_payer ? t('companyLookup.vatPayer') : t('companyLookup.notVatPayer')}
            {status.company.vat_on_collection ? ` · ${t('companyLookup.vatOnCollection')}` : ''}
          </Text>
          {(status.company.inactive || status.company.deregistered) && (
            <Alert color="orange" mt={6} role="alert">
              {[status.company.inactive ? t('companyLookup.inactive') : '', status.company.deregistered ? t('companyLookup.deregistered') : ''].filter(Boolean).join(' ')}
            </Alert>
          )}
        </>
      )}
    </div>
  );
};
