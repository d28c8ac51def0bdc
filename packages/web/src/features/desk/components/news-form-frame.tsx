/** What both content forms share: their heading, failure alert and Post button, on the back office's form card. */
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { FormCard } from '../../../components/form-card';

interface NewsFormFrameProps {
  creating: boolean;
  serverError: string | null;
  saving: boolean;
  /** Said beside the spinner while saving, for saves that take a while. */
  savingNote?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  children: ReactNode;
}

export function NewsFormFrame({ creating, ...props }: NewsFormFrameProps) {
  const { t } = useTranslation('desk');
  return (
    <FormCard
      title={creating ? t('form.createTitle') : t('form.editTitle')}
      failureTitle={t('form.failureTitle')}
      submitLabel={t('form.submit')}
      wide
      {...props}
    />
  );
}
