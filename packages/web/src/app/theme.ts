/** The newsroom's look: La Salle green as the primary color, a serif for headlines, readable body text. */
import { createTheme, type MantineColorsTuple } from '@mantine/core';

const newsroomGreen: MantineColorsTuple = [
  '#e7f8ee',
  '#d0eedd',
  '#a0dcba',
  '#6cc994',
  '#42b974',
  '#27ae60',
  '#16a052',
  '#008a40',
  '#007a38',
  '#00692e',
];

export const theme = createTheme({
  primaryColor: 'newsroom',
  // Shade 7 keeps white button text above 4.5:1 contrast in both schemes.
  primaryShade: 7,
  colors: { newsroom: newsroomGreen },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'Georgia, "Times New Roman", serif',
    fontWeight: '700',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
});
