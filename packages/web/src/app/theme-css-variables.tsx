/**
 * The theme's CSS variables as one `<style>`, worked out once per accent colour. Mantine's provider works them out
 * again on every render of the app (its MantineCssVariables: about a seventh of the time the server takes to render a
 * public page); the theme changes only when an ADMIN changes the accent colour, so neither does this text. The
 * provider is told not to add its own (providers.tsx); theme-css-variables.test.tsx checks that this is exactly what
 * Mantine would write.
 */
import {
  convertCssVariables,
  DEFAULT_THEME,
  deepMerge,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type ConvertCSSVariablesInput,
} from '@mantine/core';
import { cssVariablesResolver, themeFor } from './theme';

type VariableSet = Record<string, string>;

/** Leaves out what Mantine's own stylesheet (default-css-variables.css, in mantine-styles.ts) sets already. */
function without(values: VariableSet, defaults: VariableSet): VariableSet {
  return Object.fromEntries(Object.entries(values).filter(([name, value]) => defaults[name] !== value));
}

function themeCssVariables(accentColor: string): string {
  const fullTheme = mergeMantineTheme(DEFAULT_THEME, themeFor(accentColor));
  const variables = deepMerge(defaultCssVariablesResolver(fullTheme), cssVariablesResolver(fullTheme)) as ConvertCSSVariablesInput;
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  return convertCssVariables({
    variables: without(variables.variables, defaults.variables),
    light: without(variables.light, defaults.light),
    dark: without(variables.dark, defaults.dark),
  });
}

const cssByAccent = new Map<string, string>();

function cssVariablesFor(accentColor: string): string {
  let css = cssByAccent.get(accentColor);
  if (css === undefined) {
    css = themeCssVariables(accentColor);
    cssByAccent.set(accentColor, css);
  }
  return css;
}

export function ThemeCssVariables({ accentColor }: { accentColor: string }) {
  return <style data-mantine-styles dangerouslySetInnerHTML={{ __html: cssVariablesFor(accentColor) }} />;
}
