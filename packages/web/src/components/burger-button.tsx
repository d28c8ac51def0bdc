/**
 * Mantine's Burger with its lines drawn in a `<span>`: Burger draws them in a `<div>`, which HTML does not allow inside
 * the `<button>` it renders. The same classes and attributes, so it looks and turns into a cross as Burger does.
 */
import { Box, Burger, UnstyledButton, type BoxProps, type ElementProps, type MantineSize } from '@mantine/core';

interface BurgerButtonProps extends BoxProps, ElementProps<'button', 'style'> {
  opened: boolean;
  size: MantineSize;
}

export function BurgerButton({ opened, size, className, style, ...others }: BurgerButtonProps) {
  return (
    <UnstyledButton
      className={className ? `${Burger.classes.root} ${className}` : Burger.classes.root}
      style={[{ '--burger-size': `var(--burger-size-${size})` }, style]}
      data-size={size}
      {...others}
    >
      <Box component="span" className={Burger.classes.burger} mod={['reduce-motion', { opened }]} />
    </UnstyledButton>
  );
}
