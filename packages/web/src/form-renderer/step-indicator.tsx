import type { Step } from '@atelier/core';
import { Box, Progress, Stepper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type StepIndicatorProps = { steps: readonly Step[]; active: number; onSelect: (index: number) => void; stepsWithErrors: ReadonlySet<number> };

/** A full stepper on wider screens; on a phone "Step 2 of 5" with a bar (six labels never fit 360 px). */
export const StepIndicator = ({ steps, active, onSelect, stepsWithErrors }: StepIndicatorProps) => {
  const { t } = useTranslation();
  return (
    <>
      <Box hiddenFrom="md">
        <Text fz="sm" c="dimmed" fw={600}>
          {t('form.stepOf', { current: active + 1, total: steps.length })}
        </Text>
        <Progress value={((active + 1) / steps.length) * 100} size="md" mt={6} aria-hidden />
      </Box>
      <Box visibleFrom="md">
        <Stepper active={active} onStepClick={onSelect} size="sm" allowNextStepsSelect wrap={false}>
          {steps.map((step, index) => (
            <Stepper.Step key={step.name} label={step.title} color={stepsWithErrors.has(index) ? 'red' : undefined} />
          ))}
        </Stepper>
      </Box>
    </>
  );
};
