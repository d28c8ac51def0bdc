import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { cssVariablesResolver, themeFor } from './theme';
import { ThemeCssVariables } from './theme-css-variables';

/** The text of the `<style>` elements that set variables on :root in this markup. */
function rootVariableStyles(markup: string): string[] {
  const container = document.createElement('div');
  container.innerHTML = markup;
  return [...container.querySelectorAll('style')].map((style) => style.textContent ?? '').filter((css) => css.includes(':root'));
}

describe('the theme CSS variables worked out once per accent colour', () => {
  it.each(['#00853f', '#800000'])("are exactly what Mantine's provider writes for the theme of %s on every render", (accent) => {
    const mantines = rootVariableStyles(renderToString(<MantineProvider theme={themeFor(accent)} cssVariablesResolver={cssVariablesResolver} />));
    const ours = rootVariableStyles(renderToString(<ThemeCssVariables accentColor={accent} />));
    expect(mantines).toHaveLength(1);
    expect(ours).toEqual(mantines);
    // The theme's own choices are in it: the accent as the primary shade and the readable dimmed text.
    expect(ours[0]).toContain(`--mantine-color-newsroom-7: ${accent}`);
    expect(ours[0]).toContain('--mantine-color-dimmed: #5f6670');
  });

  it('give the dark scheme the lighter shade 4 for links, the accent itself for buttons', () => {
    const css = rootVariableStyles(renderToString(<ThemeCssVariables accentColor="#800000" />))[0]!;
    // Maroon half way to white.
    expect(css).toContain('--mantine-color-newsroom-4: #c08080');
    // Links: shade 7 on the light page, shade 4 on the dark one.
    expect(css).toContain('--mantine-color-anchor: var(--mantine-color-newsroom-7)');
    expect(css).toContain('--mantine-color-anchor: var(--mantine-color-newsroom-4)');
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-newsroom-filled)');
  });
});
