import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { cssVariablesResolver, themeFor } from './theme';
import { themeCss, ThemeCssVariables, themeStyleElement } from './theme-css-variables';

/** The text of the `<style>` elements in this markup. */
function styleTexts(markup: string): string[] {
  const container = document.createElement('div');
  container.innerHTML = markup;
  return [...container.querySelectorAll('style')].map((style) => style.textContent ?? '');
}

/** What Mantine's provider writes for the theme of an accent colour: its variables on :root, then its breakpoint classes. */
function mantinesCss(accent: string): string {
  const styles = styleTexts(renderToString(<MantineProvider theme={themeFor(accent)} cssVariablesResolver={cssVariablesResolver} />));
  const variables = styles.filter((css) => css.includes(':root'));
  const classes = styles.filter((css) => css.includes('.mantine-hidden-from-'));
  expect(variables).toHaveLength(1);
  expect(classes).toHaveLength(1);
  return variables[0]! + classes[0]!;
}

describe('the theme CSS worked out once per accent colour', () => {
  it.each(['#00853f', '#800000'])("is exactly what Mantine's provider writes for the theme of %s on every render", (accent) => {
    const ours = themeCss(accent);
    expect(ours).toBe(mantinesCss(accent));
    // The theme's own choices are in it: the accent as the primary shade and the readable dimmed text.
    expect(ours).toContain(`--mantine-color-newsroom-7: ${accent}`);
    expect(ours).toContain('--mantine-color-dimmed: #5f6670');
    expect(ours).toContain('@media (min-width: 48em) {.mantine-hidden-from-sm {display: none !important;}}');
  });

  it('gives the dark scheme the lighter shade 4 for links, the accent itself for buttons', () => {
    const css = themeCss('#800000');
    // Maroon half way to white.
    expect(css).toContain('--mantine-color-newsroom-4: #c08080');
    // Links: shade 7 on the light page, shade 4 on the dark one.
    expect(css).toContain('--mantine-color-anchor: var(--mantine-color-newsroom-7)');
    expect(css).toContain('--mantine-color-anchor: var(--mantine-color-newsroom-4)');
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-newsroom-filled)');
  });

  it("is one style element in the head, written nowhere in the app's markup, and follows a change of the accent colour", () => {
    expect(renderToString(<ThemeCssVariables accentColor="#00853f" />)).toBe('');
    const inHead = () => [...document.head.querySelectorAll('style')].filter((style) => style.textContent?.includes('--mantine-color-newsroom-7'));

    const { rerender, container } = render(<ThemeCssVariables accentColor="#00853f" />);
    expect(container.innerHTML).toBe('');
    expect(inHead().map((style) => style.textContent)).toEqual([themeCss('#00853f')]);
    rerender(<ThemeCssVariables accentColor="#800000" />);
    expect(inHead().map((style) => style.textContent)).toEqual([themeCss('#800000')]);
    // As the server writes it: the same element, which the browser then keeps up to date.
    expect(themeStyleElement('#800000')).toBe(`<style id="${inHead()[0]!.id}">${themeCss('#800000')}</style>`);
  });
});
