/**
 * The theme's CSS in one `<style>` in the page's head, worked out once per accent colour: its variables, and the
 * classes behind `hiddenFrom`/`visibleFrom`. Mantine's provider writes both as `<style>` elements inside the app, in
 * the body, where HTML allows no style; it also works the variables out again on every render of the app (its
 * MantineCssVariables: about a seventh of the time the server takes to render a public page). The provider is told to
 * write neither (providers.tsx); theme-css-variables.test.tsx checks that this is exactly what Mantine would write.
 * The server puts the element in the head of the pages it renders (entry-server.tsx); in the browser the app keeps
 * it there, in the accent colour of the moment, and adds it to the head of a page it renders itself.
 */
import { useInsertionEffect } from 'react';
import {
  convertCssVariables,
  DEFAULT_THEME,
  deepMerge,
  defaultCssVariablesResolver,
  em,
  mergeMantineTheme,
  px,
  type ConvertCSSVariablesInput,
  type MantineTheme,
} from '@mantine/core';
import { cssVariablesResolver, themeFor } from './theme';

type VariableSet = Record<string, string>;

/** Leaves out what Mantine's own stylesheet (default-css-variables.css, in mantine-styles.ts) sets already. */
function without(values: VariableSet, defaults: VariableSet): VariableSet {
  return Object.fromEntries(Object.entries(values).filter(([name, value]) => defaults[name] !== value));
}

function themeCssVariables(fullTheme: MantineTheme): string {
  const variables = deepMerge(defaultCssVariablesResolver(fullTheme), cssVariablesResolver(fullTheme)) as ConvertCSSVariablesInput;
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  return convertCssVariables({
    variables: without(variables.variables, defaults.variables),
    light: without(variables.light, defaults.light),
    dark: without(variables.dark, defaults.dark),
  });
}

/** What Mantine's MantineClasses writes: below a breakpoint `visibleFrom` hides, from it `hiddenFrom` does. */
function breakpointClasses(fullTheme: MantineTheme): string {
  return Object.entries(fullTheme.breakpoints)
    .map(([breakpoint, value]) => {
      const width = px(value) as number;
      const [below, from] = value.includes('px') ? [`${width - 0.1}px`, `${width}px`] : [em(width - 0.1), em(width)];
      return (
        `@media (max-width: ${below}) {.mantine-visible-from-${breakpoint} {display: none !important;}}` +
        `@media (min-width: ${from}) {.mantine-hidden-from-${breakpoint} {display: none !important;}}`
      );
    })
    .join('');
}

const cssByAccent = new Map<string, string>();

/** The theme's CSS for an accent colour. */
export function themeCss(accentColor: string): string {
  let css = cssByAccent.get(accentColor);
  if (css === undefined) {
    const fullTheme = mergeMantineTheme(DEFAULT_THEME, themeFor(accentColor));
    css = themeCssVariables(fullTheme) + breakpointClasses(fullTheme);
    cssByAccent.set(accentColor, css);
  }
  return css;
}

const THEME_STYLE_ID = 'theme-css';

/** The element for the head of a page the server renders. */
export const themeStyleElement = (accentColor: string): string => `<style id="${THEME_STYLE_ID}">${themeCss(accentColor)}</style>`;

/**
 * Keeps the head's theme style in the accent colour, before the browser paints. It renders nothing, so a page the
 * server rendered hydrates as it is; after the stylesheets, as the server places it, so its variables win over Mantine's.
 */
export function ThemeCssVariables({ accentColor }: { accentColor: string }) {
  const css = themeCss(accentColor);
  useInsertionEffect(() => {
    let style = document.getElementById(THEME_STYLE_ID);
    if (!style) {
      style = document.createElement('style');
      style.id = THEME_STYLE_ID;
      document.head.append(style);
    }
    if (style.textContent !== css) style.textContent = css;
  }, [css]);
  return null;
}
