/**
 * Mantine CSS for what the public pages show at first paint, per component instead of the whole 40 kB
 * stylesheet (STACK.md). Order matters: global styles first, then base components before the ones built on them.
 * Dialogs bring theirs when first opened (components/dialog-styles.ts), the back office its own list
 * (app/routes/back-office-styles.ts).
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/EmptyState.css';
import '@mantine/core/styles/Badge.css';
