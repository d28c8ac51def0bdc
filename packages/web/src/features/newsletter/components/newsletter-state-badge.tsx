/** A sending's state as a light badge (whose text the theme darkens to read at 4.5:1). */
import { Badge, type MantineColor } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { NewsletterState } from '@newsroom/shared';

const stateColors: Record<NewsletterState, MantineColor> = {
  scheduled: 'gray',
  sending: 'blue',
  sent: 'green',
  cancelled: 'orange',
};

export function NewsletterStateBadge({ state }: { state: NewsletterState }) {
  const { t } = useTranslation('newsletter');
  return (
    // Its whole word, never cut to an ellipsis by a narrow table column.
    <Badge variant="light" color={stateColors[state]} maw="none" styles={{ label: { overflow: 'visible' } }}>
      {t(`sendingStates.${state}`)}
    </Badge>
  );
}
