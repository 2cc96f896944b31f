import type { AdminFormDto } from '@atelier/core';
import { Drawer, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMinWidth } from '../../../lib/use-min-width';
import { FormAccess } from './form-access';
import { Step1Viewer } from './step1-viewer';

/** One application's users (with and without access) and its first-step data, in a side panel. */
export const FormDetail = ({ form, onClose }: { form: AdminFormDto; onClose: () => void }) => {
  const { t } = useTranslation();
  const wide = useMinWidth('sm');
  return (
    <Drawer opened onClose={onClose} position="right" size={wide ? 'xl' : '100%'} title={form.title} closeButtonProps={{ 'aria-label': t('form.close') }}>
      <Tabs defaultValue="access" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="access">{t('admin.access.tab')}</Tabs.Tab>
          <Tabs.Tab value="step1">{t('admin.step1.tab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="access">
          <FormAccess formId={form.id} />
        </Tabs.Panel>
        <Tabs.Panel value="step1">
          <Step1Viewer formId={form.id} />
        </Tabs.Panel>
      </Tabs>
    </Drawer>
  );
};
