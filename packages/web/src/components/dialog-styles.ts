/**
 * Mantine CSS of dialogs (modals, the category drawer, toasts), in Mantine's order. Imported by the code that
 * opens one, so it arrives with that code instead of with every page.
 */
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
