import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { cssVariablesResolver, theme } from './theme';
import { ThemeCssVariables } from './theme-css-variables';

/** The text of the `<style>` elements that set variables on :root in this markup. */
function rootVariableStyles(markup: string): string[] {
  const container = document.createElement('div');
  container.innerHTML = markup;
  return [...container.querySelectorAll('style')].map((style) => style.textContent ?? '').filter((css) => css.includes(':root'));
}

describe('the theme CSS variables worked out once', () => {
  it("are exactly what Mantine's provider writes for the theme on every render", () => {
    const mantines = rootVariableStyles(renderToString(<MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} />));
    const ours = rootVariableStyles(renderToString(<ThemeCssVariables />));
    expect(mantines).toHaveLength(1);
    expect(ours).toEqual(mantines);
    // The theme's own choices are in it: the primary green and the readable dimmed text.
    expect(ours[0]).toContain('--mantine-color-newsroom-7: #00853f');
    expect(ours[0]).toContain('--mantine-color-dimmed: #5f6670');
  });
});
