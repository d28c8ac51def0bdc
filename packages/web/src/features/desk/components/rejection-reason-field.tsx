/**
 * The reason a reviewer may give in the Reject confirmation (PRODUCT.md): optional, counted as it is typed, and
 * told to the author. The confirmation dialog lives outside the list's tree, so what is typed is handed to the
 * list as it changes, for it to send when the reviewer confirms.
 */
import { useState } from 'react';
import { Textarea } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { REJECTION_REASON_MAX_LENGTH } from '@newsroom/shared';

export function RejectionReasonField({ onChange }: { onChange: (reason: string) => void }) {
  const { t } = useTranslation('desk');
  const [reason, setReason] = useState('');
  return (
    <Textarea
      label={t('review.reasonLabel')}
      description={t('review.reasonCount', { length: reason.length, max: REJECTION_REASON_MAX_LENGTH })}
      placeholder={t('review.reasonPlaceholder')}
      autosize
      minRows={3}
      maxRows={8}
      maxLength={REJECTION_REASON_MAX_LENGTH}
      data-autofocus
      value={reason}
      onChange={(event) => {
        setReason(event.currentTarget.value);
        onChange(event.currentTarget.value);
      }}
    />
  );
}
