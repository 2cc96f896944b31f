import type { ViewLine } from '@atelier/core';
import { Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTickedBeforeStart } from '../../../lib/use-typed-before-start';

/**
 * A line's approval: ticked means approved; a large target for a thumb. A tick changed on the
 * server's page before the app took it over is handed to the page's state (useTickedBeforeStart).
 */
export const LineCheckbox = ({ line, checked, onChange }: { line: ViewLine; checked: boolean; onChange: (on: boolean) => void }) => {
  const { t } = useTranslation();
  const ref = useTickedBeforeStart(checked, onChange);
  return (
    <Checkbox
      ref={ref}
      size="lg"
      mt={2}
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      aria-label={t('sharing.approve.line', { description: line.description })}
    />
  );
};
