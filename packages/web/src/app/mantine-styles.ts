/**
 * Mantine CSS for the public pages, per component instead of the whole 40 kB stylesheet (STACK.md).
 * Order matters: global styles first, then base components before the ones built on them.
 * The back office adds its own list in app/routes/back-office-styles.ts.
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/EmptyState.css';
import '@mantine/notifications/styles.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/carousel/styles.css';
