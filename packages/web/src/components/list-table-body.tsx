/** The body of a back-office list table in its three states: 'Loading...', the list's empty text, or its rows. */
import type { ReactNode } from 'react';
import { Table, Text } from '@mantine/core';
import { LoadingText } from './loading-text';

interface ListTableBodyProps<Item> {
  /** Nothing to show yet, and the rows are still coming. */
  loading: boolean;
  items: readonly Item[];
  /** The table's column count, so the loading and empty rows span it. */
  columnCount: number;
  emptyText: ReactNode;
  /** One `<Table.Tr>` per item, keyed by the item's id. */
  renderRow: (item: Item) => ReactNode;
}

export function ListTableBody<Item>({ loading, items, columnCount, emptyText, renderRow }: ListTableBodyProps<Item>) {
  if (!loading && items.length > 0) return <Table.Tbody>{items.map(renderRow)}</Table.Tbody>;
  return (
    <Table.Tbody>
      <Table.Tr>
        <Table.Td colSpan={columnCount}>
          {loading ? (
            <LoadingText />
          ) : (
            <Text c="dimmed" py="md" ta="center">
              {emptyText}
            </Text>
          )}
        </Table.Td>
      </Table.Tr>
    </Table.Tbody>
  );
}
