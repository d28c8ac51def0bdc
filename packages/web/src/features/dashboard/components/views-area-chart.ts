/**
 * The chart library with its styles, loaded only when a views chart draws (views-chart.tsx): recharts is most of
 * its weight, more than the rest of the back office.
 */
import '@mantine/charts/styles.css';

export { AreaChart } from '@mantine/charts';
