/**
 * One action of a back-office list's row (edit, delete, view, archive, history, resend, withdraw): the same icon, colour
 * and tooltip on every list, named for a screen reader after the row it acts on.
 */
import { Link } from 'react-router';
import { ActionIcon } from '@mantine/core';
import { IconArchive, IconEdit, IconEye, IconHistory, IconMailForward, IconMailOff, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../i18n/use-translation';

/** Each action's tooltip is its key under `rowActions` in the `common` catalogs. */
const ACTIONS = {
  edit: { Icon: IconEdit, color: undefined },
  delete: { Icon: IconTrash, color: 'red' },
  view: { Icon: IconEye, color: 'gray' },
  archive: { Icon: IconArchive, color: 'orange' },
  history: { Icon: IconHistory, color: 'gray' },
  resend: { Icon: IconMailForward, color: undefined },
  withdraw: { Icon: IconMailOff, color: 'red' },
} as const;

interface RowActionProps {
  action: keyof typeof ACTIONS;
  /** What a screen reader hears, e.g. "Edit Jane Cruz". */
  label: string;
  /** A page to go to; otherwise the action is a button calling onClick. */
  to?: string;
  onClick?: () => void;
  /** Shown while the action's call is under way. */
  loading?: boolean;
}

export function RowAction({ action, label, to, onClick, loading }: RowActionProps) {
  const { t } = useTranslation();
  const { Icon, color } = ACTIONS[action];
  return (
    <ActionIcon
      variant="subtle"
      color={color}
      aria-label={label}
      title={t(`rowActions.${action}`)}
      onClick={onClick}
      loading={loading}
      renderRoot={to ? (props) => <Link to={to} {...props} /> : undefined}
    >
      <Icon size={18} aria-hidden />
    </ActionIcon>
  );
}
