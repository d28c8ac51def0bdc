/**
 * The theme's CSS variables as one `<style>`, worked out once. Mantine's provider works them out again on every
 * render of the app (its MantineCssVariables: about a seventh of the time the server takes to render a public page);
 * the theme does not change while the app runs, so neither does this text. The provider is told not to add its own
 * (providers.tsx); theme-css-variables.test.tsx checks that this is exactly what Mantine would write.
 */
import {
  convertCssVariables,
  DEFAULT_THEME,
  deepMerge,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type ConvertCSSVariablesInput,
} from '@mantine/core';
import { cssVariablesResolver, theme } from './theme';

type VariableSet = Record<string, string>;

/** Leaves out what Mantine's own stylesheet (default-css-variables.css, in mantine-styles.ts) sets already. */
function without(values: VariableSet, defaults: VariableSet): VariableSet {
  return Object.fromEntries(Object.entries(values).filter(([name, value]) => defaults[name] !== value));
}

function themeCssVariables(): string {
  const fullTheme = mergeMantineTheme(DEFAULT_THEME, theme);
  const variables = deepMerge(defaultCssVariablesResolver(fullTheme), cssVariablesResolver(fullTheme)) as ConvertCSSVariablesInput;
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  return convertCssVariables({
    variables: without(variables.variables, defaults.variables),
    light: without(variables.light, defaults.light),
    dark: without(variables.dark, defaults.dark),
  });
}

const THEME_CSS_VARIABLES = themeCssVariables();

export function ThemeCssVariables() {
  return <style data-mantine-styles dangerouslySetInnerHTML={{ __html: THEME_CSS_VARIABLES }} />;
}
