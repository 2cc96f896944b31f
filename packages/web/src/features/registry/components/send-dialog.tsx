import {
  INITIAL_ODOMETER_CODES,
  REGISTRY_NOTES_MAX,
  REGISTRY_REPAIRED_SYSTEMS,
  validateRegistrySubmission,
  type RegistryDocumentDto,
  type RegistryFieldProblem,
  type RegistryRepairedSystem,
  type RegistrySendResponse,
  type RegistrySubmissionBody,
} from '@atelier/core';
import { Alert, Button, Flex, Modal, NumberInput, Select, Stack, Stepper, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { describeError } from '../../../lib/error-messages';
import { useMinWidth } from '../../../lib/use-min-width';
import { LocaleDateInput } from '../../../components/locale-date-inputs';
import { useEscapeWithin } from '../../../components/use-escape-within';
import { useServiceCodes } from '../api/codes';
import { useSendRecord } from '../api/documents';
import { messageKey, STEP_ONE_FIELDS } from '../field-messages';
import { CodePicker } from './code-picker';

type Draft = {
  vin: string;
  registration_number: string;
  odometer: number | '';
  initial_odometer: number | '';
  service_date: string;
  repaired_system: RegistryRepairedSystem | '';
  notes: string;
  codes: string[];
};

const draftFrom = (doc: RegistryDocumentDto): Draft => ({
  vin: doc.draft.vin,
  registration_number: doc.draft.registration_number,
  odometer: doc.draft.odometer ?? '',
  initial_odometer: doc.draft.initial_odometer ?? '',
  service_date: doc.draft.service_date,
  repaired_system: doc.draft.repaired_system ?? '',
  notes: doc.draft.notes,
  codes: doc.draft.codes,
});

const bodyOf = (d: Draft): RegistrySubmissionBody => ({
  vin: d.vin,
  registration_number: d.registration_number,
  odometer: d.odometer === '' ? null : d.odometer,
  initial_odometer: d.initial_odometer === '' ? null : d.initial_odometer,
  ...(d.service_date ? { service_date: d.service_date } : {}),
  repaired_system: d.repaired_system === '' ? null : d.repaired_system,
  notes: d.notes,
  codes: d.codes,
});

const localToday = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

type SendDialogProps = {
  /** The document to send; undefined keeps the dialog closed. */
  document: RegistryDocumentDto | undefined;
  onClose: () => void;
  onSent: (result: RegistrySendResponse) => void;
};

/**
 * The send dialog in two steps (SPEC §2, §4): 1 the service codes (R-ODO / I-ODO ask for the
 * initial reading), 2 the data pre-filled from the document, then submit. A failure keeps
 * everything typed (and the server keeps it on the document too).
 */
export const SendDialog = ({ document, onClose, onSent }: SendDialogProps) => {
  const { t } = useTranslation();
  const phone = !useMinWidth('sm');
  // The phone's calendar (the service date) is a modal over this one: its Escape must not close this dialog too.
  const escape = useEscapeWithin(true, onClose);
  const [draft, setDraft] = useState<Draft>();
  const [forId, setForId] = useState<string>();
  const [step, setStep] = useState(0);
  const [problems, setProblems] = useState<RegistryFieldProblem[]>([]);
  const codes = useServiceCodes(document !== undefined);
  const send = useSendRecord();

  // A newly opened document starts from its kept data; the same one reopened keeps what was typed.
  if (document && forId !== document.id) {
    setForId(document.id);
    setDraft(draftFrom(document));
    setStep(0);
    setProblems([]);
    send.reset();
  }
  if (!document || !draft) return null;

  const updating = document.registry.autopass_id !== null;
  const known = codes.data?.codes;
  const needsInitial = draft.codes.some(
    (code) => (INITIAL_ODOMETER_CODES as readonly string[]).includes(code) || known?.some((k) => k.code === code && k.requires_initial_odometer),
  );
  const change = (patch: Partial<Draft>) => {
    setDraft({ ...draft, ...patch });
    setProblems((list) => list.filter((p) => !Object.keys(patch).includes(p.path)));
  };
  const check = () => {
    const result = validateRegistrySubmission(bodyOf(draft), { today: localToday(), ...(known ? { known } : {}) });
    return result.ok ? [] : result.problems;
  };
  const errorOf = (field: string) => {
    const problem = problems.find((p) => p.path === field);
    const key = problem && messageKey(problem);
    if (key) return t(key);
    // The registry's own words for a field it refused.
    const remote = isApiError(send.error) && send.error.code === 'registry_rejected' ? send.error.details.find((d) => d.path === field) : undefined;
    return remote?.message;
  };

  const next = () => {
    const found = check().filter((p) => STEP_ONE_FIELDS.includes(p.path));
    setProblems(found);
    if (found.length === 0) setStep(1);
  };
  const submit = () => {
    const found = check();
    setProblems(found);
    if (found.some((p) => STEP_ONE_FIELDS.includes(p.path))) return setStep(0);
    if (found.length > 0) return;
    send.mutate(
      { documentId: document.id, body: bodyOf(draft) },
      {
        onSuccess: (result) => {
          // The next opening starts from the record as the server now keeps it, at step 1.
          setForId(undefined);
          onSent(result);
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'validation_error') {
            setProblems(error.details.map((d) => ({ path: d.path, code: (d.code ?? 'required') as RegistryFieldProblem['code'] })));
          }
        },
      },
    );
  };

  const sendError = send.isError && !(isApiError(send.error) && send.error.code === 'validation_error');

  return (
    <Modal
      {...escape}
      opened
      onClose={onClose}
      size="lg"
      fullScreen={phone}
      title={t(updating ? 'registry.dialog.titleUpdate' : 'registry.dialog.titleSend', { number: document.number })}
      closeButtonProps={{ 'aria-label': t('registry.dialog.close') }}
    >
      <Stack gap="md">
        <Stepper active={step} size="sm" allowNextStepsSelect={false} onStepClick={(index) => index < step && setStep(index)}>
          <Stepper.Step label={t('registry.dialog.stepCodes')} />
          <Stepper.Step label={t('registry.dialog.stepVerify')} />
        </Stepper>
        {sendError && (
          <Alert color="red" role="alert">
            <Stack gap={4}>
              <Text fz="sm">{describeError(t, send.error)}</Text>
              {isApiError(send.error) && ['registry_rejected', 'registry_duplicate', 'registry_credentials_rejected'].includes(send.error.code) && (
                <Text fz="sm">{t('registry.credentials.registrySaid', { reason: send.error.message })}</Text>
              )}
              <Text fz="sm">{t('registry.dialog.failed')}</Text>
            </Stack>
          </Alert>
        )}
        {step === 0 ? (
          <Stack gap="sm">
            <CodePicker
              query={codes}
              selected={draft.codes}
              onChange={(list) => change({ codes: list })}
              error={errorOf('codes')}
            />
            {needsInitial && (
              <NumberInput
                label={t('registry.dialog.initialOdometer')}
                description={t('registry.dialog.initialOdometerHelp')}
                required
                min={0}
                max={9_999_999}
                allowDecimal={false}
                allowNegative={false}
                thousandSeparator=" "
                value={draft.initial_odometer}
                error={errorOf('initial_odometer')}
                onChange={(value) => change({ initial_odometer: typeof value === 'number' ? value : '' })}
              />
            )}
          </Stack>
        ) : (
          <Stack gap="sm">
            <Text fz="sm">{t('registry.dialog.codesSummary', { codes: draft.codes.join(', ') })}</Text>
            <TextInput label={t('registry.dialog.vin')} required maxLength={40} value={draft.vin} error={errorOf('vin')} onChange={(e) => change({ vin: e.currentTarget.value })} />
            <TextInput
              label={t('registry.dialog.registrationNumber')}
              required
              maxLength={20}
              value={draft.registration_number}
              error={errorOf('registration_number')}
              onChange={(e) => change({ registration_number: e.currentTarget.value })}
            />
            <NumberInput
              label={t('registry.dialog.odometer')}
              required
              min={0}
              max={9_999_999}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=" "
              value={draft.odometer}
              error={errorOf('odometer')}
              onChange={(value) => change({ odometer: typeof value === 'number' ? value : '' })}
            />
            <LocaleDateInput
              label={t('registry.dialog.serviceDate')}
              required
              maxDate={localToday()}
              value={draft.service_date}
              error={errorOf('service_date')}
              onChange={(value) => change({ service_date: value })}
            />
            <Select
              label={t('registry.dialog.repairedSystem')}
              data={[
                { value: '', label: t('registry.dialog.repairedSystemNone') },
                ...REGISTRY_REPAIRED_SYSTEMS.map((value) => ({ value, label: t(`registry.systems.${value}`) })),
              ]}
              value={draft.repaired_system}
              allowDeselect={false}
              onChange={(value) => change({ repaired_system: (value ?? '') as Draft['repaired_system'] })}
              comboboxProps={{ withinPortal: true }}
            />
            <Textarea
              label={t('registry.dialog.notes')}
              maxLength={REGISTRY_NOTES_MAX}
              autosize
              minRows={2}
              value={draft.notes}
              error={errorOf('notes')}
              onChange={(e) => change({ notes: e.currentTarget.value })}
            />
          </Stack>
        )}
        <Flex direction={phone ? 'column-reverse' : 'row'} justify="flex-end" gap="sm">
          {step === 0 ? (
            <>
              <Button variant="default" onClick={onClose}>
                {t('registry.dialog.close')}
              </Button>
              <Button onClick={next} disabled={codes.isPending || codes.isError}>
                {t('registry.dialog.next')}
              </Button>
            </>
          ) : (
            <>
              <Button variant="default" onClick={() => setStep(0)} disabled={send.isPending}>
                {t('registry.dialog.back')}
              </Button>
              <Button onClick={submit} loading={send.isPending}>
                {t(updating ? 'registry.dialog.submitUpdate' : 'registry.dialog.submit')}
              </Button>
            </>
          )}
        </Flex>
      </Stack>
    </Modal>
  );
};
