/** Mantine CSS that only the back office needs; it travels in the back-office chunk (see app/mantine-styles.ts). */
import '../../components/dialog-styles';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Mark.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/dates/styles.css';
import '@mantine/core/styles/LoadingOverlay.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/SegmentedControl.css';
