import type { ViewLine } from '@atelier/core';
import { Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A line's approval: ticked means approved; a large target for a thumb. */
export const LineCheckbox = ({ line, checked, onChange }: { line: ViewLine; checked: boolean; onChange: (on: boolean) => void }) => {
  const { t } = useTranslation();
  return (
    <Checkbox
      size="lg"
      mt={2}
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      aria-label={t('sharing.approve.line', { description: line.description })}
    />
  );
};
