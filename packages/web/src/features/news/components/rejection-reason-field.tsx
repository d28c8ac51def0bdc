/**
 * The reason a reviewer may give in the Reject confirmation (PRODUCT.md): optional, counted as it is typed, and
 * told to the author. The confirmation dialog lives outside the list's tree, so what is typed is handed to the
 * list as it changes, for it to send when the reviewer confirms.
 */
import { useState } from 'react';
import { Textarea } from '@mantine/core';
import { REJECTION_REASON_MAX_LENGTH } from '@newsroom/shared';

export function RejectionReasonField({ onChange }: { onChange: (reason: string) => void }) {
  const [reason, setReason] = useState('');
  return (
    <Textarea
      label="Reason (optional)"
      description={`${reason.length}/${REJECTION_REASON_MAX_LENGTH} characters`}
      placeholder="Tell the author what to change"
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
