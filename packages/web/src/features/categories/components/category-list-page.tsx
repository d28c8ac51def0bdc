/**
 * /category-management: search by name, add, rename inline (only the name is sent) and delete categories
 * (SPEC §2). The route admits authors too, but the screen itself is for ADMIN only.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ActionIcon, Alert, Button, Code, Group, Stack, Table, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconPlus, IconSearch, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { categoryMessages, type Category } from '@newsroom/shared';
import { ListLoadError } from '../../../components/list-load-error';
import { ListTableBody } from '../../../components/list-table-body';
import { confirmAction } from '../../../components/confirm-action';
import { RowAction } from '../../../components/row-action';
import { useMessage } from '../../../i18n/messages';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { RequireRole } from '../../../lib/require-role';
import { useCategories } from '../../../api/get-categories';
import { useDeleteCategory } from '../api/delete-category';
import { useUpdateCategory } from '../api/update-category';
import { isCategoryNameTaken } from './category-name';

export function CategoryListPage() {
  return (
    <RequireRole action="manageCategories">
      <CategoryManagement />
    </RequireRole>
  );
}

interface InlineEdit {
  id: string;
  name: string;
}

function CategoryManagement() {
  const { t } = useTranslation('categories');
  const message = useMessage();
  const categoriesQuery = useCategories();
  const updateCategory = useUpdateCategory();
  const deleteCategory = useDeleteCategory();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<InlineEdit | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  const categories = useMemo(() => categoriesQuery.data ?? [], [categoriesQuery.data]);
  const visible = useMemo(() => {
    const wanted = search.trim().toLowerCase();
    return wanted ? categories.filter((category) => category.name.toLowerCase().includes(wanted)) : categories;
  }, [categories, search]);

  const startEditing = (category: Category) => {
    setAlert(null);
    setEditing({ id: category.id, name: category.name });
  };

  const saveInline = (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    const name = editing.name.trim();
    if (!name) return setAlert(categoryMessages.inlineNameEmpty);
    if (isCategoryNameTaken(name, categories, editing.id)) return setAlert(categoryMessages.nameExists);
    setAlert(null);
    updateCategory.mutate(
      { id: editing.id, name },
      {
        onSuccess: () => {
          setEditing(null);
          notifications.show({ color: 'green', message: t('list.saved') });
        },
        onError: (error) => setAlert(errorMessage(error, t('list.saveFailed'))),
      },
    );
  };

  const onDelete = (category: Category) =>
    confirmAction({
      message: message(categoryMessages.confirmDelete),
      confirmLabel: t('list.delete'),
      danger: true,
      onConfirm: () => {
        setAlert(null);
        deleteCategory.mutate(category.id, {
          onSuccess: () => notifications.show({ color: 'green', message: t('list.deleted', { name: category.name }) }),
          onError: (error) => setAlert(errorMessage(error, t('list.deleteFailed'))),
        });
      },
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{t('list.title')}</Title>
        <Button component={Link} to={paths.categoryForm.getHref()} leftSection={<IconPlus size={18} aria-hidden />}>
          {t('list.add')}
        </Button>
      </Group>

      <TextInput
        aria-label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        maw={420}
      />

      {alert && (
        <Alert color="red" role="alert" withCloseButton closeButtonLabel={t('list.dismiss')} onClose={() => setAlert(null)}>
          {message(alert)}
        </Alert>
      )}
      <ListLoadError error={categoriesQuery.error} fallback={t('list.loadFailed')} />

      <Table.ScrollContainer minWidth={520}>
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" w={120}>
                {t('list.idColumn')}
              </Table.Th>
              <Table.Th scope="col">{t('list.nameColumn')}</Table.Th>
              <Table.Th scope="col" w={140}>
                {t('list.actionsColumn')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <ListTableBody
            loading={categoriesQuery.isPending}
            items={visible}
            columnCount={3}
            emptyText={message(categoryMessages.empty)}
            renderRow={(category) => (
              <Table.Tr key={category.id}>
                <Table.Td>
                  <Code title={category.id}>{category.id.slice(0, 8)}</Code>
                </Table.Td>
                {editing?.id === category.id ? (
                  <Table.Td colSpan={2}>
                    <form onSubmit={saveInline} aria-label={t('list.rename', { name: category.name })}>
                      <Group gap="xs" wrap="nowrap">
                        <TextInput
                          aria-label={t('list.name')}
                          value={editing.name}
                          onChange={(event) => setEditing({ ...editing, name: event.currentTarget.value })}
                          style={{ flex: 1 }}
                          autoFocus
                        />
                        <ActionIcon type="submit" aria-label={t('list.save')} title={t('list.save')} loading={updateCategory.isPending} size="lg">
                          <IconCheck size={18} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="default"
                          aria-label={t('list.cancel')}
                          title={t('list.cancel')}
                          size="lg"
                          onClick={() => {
                            setEditing(null);
                            setAlert(null);
                          }}
                        >
                          <IconX size={18} aria-hidden />
                        </ActionIcon>
                      </Group>
                    </form>
                  </Table.Td>
                ) : (
                  <>
                    <Table.Td>{category.name}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <RowAction action="edit" label={t('list.edit', { name: category.name })} onClick={() => startEditing(category)} />
                        <RowAction
                          action="delete"
                          label={t('list.deleteRow', { name: category.name })}
                          onClick={() => onDelete(category)}
                          loading={deleteCategory.isPending && deleteCategory.variables === category.id}
                        />
                      </Group>
                    </Table.Td>
                  </>
                )}
              </Table.Tr>
            )}
          />
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
