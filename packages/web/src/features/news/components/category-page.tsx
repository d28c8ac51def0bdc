/**
 * /category/{slug} (SPEC §2): one category's stories, newest first, with its name and description as the
 * heading. The slug is resolved through the category list (PRODUCT.md), ignoring case as the server does.
 * Cards embed their video; a card opens the whole post in a modal.
 */
import { useState } from 'react';
import { useParams } from 'react-router';
import { Stack, Text, Title } from '@mantine/core';
import { IconCategory } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { categoryMessages, type News } from '@newsroom/shared';
import { PageLoader } from '../../../components/page-loader';
import { useMessage } from '../../../i18n/messages';
import { useSiteTitle } from '../../../lib/site';
import { findCategoryBySlug, useCategories } from '../../../api/get-categories';
import { usePublicNews } from '../../../api/get-public-news';
import { ListNotFound } from './list-not-found';
import { NewsCardModal } from './news-card-modal';
import { NewsGrid } from './news-grid';

function CategoryNotFound() {
  const { t } = useTranslation('news');
  const message = useMessage();
  return <ListNotFound icon={<IconCategory size={28} aria-hidden />} title={message(categoryMessages.notFound)} text={t('category.notFoundText')} />;
}

interface CategoryStoriesProps {
  slug: string;
  name: string;
  description?: string;
}

function CategoryStories({ slug, name, description }: CategoryStoriesProps) {
  const { t } = useTranslation('news');
  const query = usePublicNews(slug);
  const [opened, setOpened] = useState<News | null>(null);
  const title = useSiteTitle(name);
  return (
    <Stack gap="xl" py="md">
      <title>{title}</title>
      <Stack gap={6}>
        <Text size="xs" fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: '0.08em' }}>
          {t('category.eyebrow')}
        </Text>
        <Title order={1}>{name}</Title>
        {description && (
          <Text c="dimmed" maw={720}>
            {description}
          </Text>
        )}
      </Stack>
      <NewsGrid query={query} onOpen={setOpened} playVideoInline />
      <NewsCardModal news={opened} onClose={() => setOpened(null)} fullPost />
    </Stack>
  );
}

export function CategoryPage() {
  const { category: slug = '' } = useParams();
  const categories = useCategories();
  if (categories.isPending) return <PageLoader />;

  const category = categories.data ? findCategoryBySlug(categories.data, slug) : undefined;
  if (categories.isSuccess && !category) return <CategoryNotFound />;
  // Without the list (it failed to load) the server still resolves the slug, so the stories can show anyway.
  return (
    <CategoryStories
      key={category?.slug ?? slug}
      slug={category?.slug ?? slug}
      name={category?.name ?? slug.replace(/-/g, ' ')}
      description={category?.description}
    />
  );
}
