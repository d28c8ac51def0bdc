/**
 * /category/{slug} (SPEC §2): one category's stories, newest first, with its name and description as the
 * heading. The slug is resolved through the category list (PRODUCT.md), ignoring case as the server does.
 * Cards embed their video; a card opens the whole post in a modal.
 */
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button, EmptyState, Stack, Text, Title } from '@mantine/core';
import { IconCategory } from '@tabler/icons-react';
import { categoryMessages, type News } from '@newsroom/shared';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../lib/paths';
import { SITE_NAME } from '../../../lib/site';
import { findCategoryBySlug, useCategories } from '../../../api/get-categories';
import { usePublicNews } from '../api/get-public-news';
import { NewsCardModal } from './news-card-modal';
import { NewsGrid } from './news-grid';

function CategoryNotFound() {
  return (
    <EmptyState py={64} icon={<IconCategory size={28} aria-hidden />} withIndicatorBackground>
      <title>{`${categoryMessages.notFound} · ${SITE_NAME}`}</title>
      <EmptyState.Title order={1}>{categoryMessages.notFound}</EmptyState.Title>
      <EmptyState.Description>This category does not exist or has been renamed.</EmptyState.Description>
      <EmptyState.Actions>
        <Button component={Link} to={paths.home.getHref()}>
          Back to Home
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

interface CategoryStoriesProps {
  slug: string;
  name: string;
  description?: string;
}

function CategoryStories({ slug, name, description }: CategoryStoriesProps) {
  const query = usePublicNews(slug);
  const [opened, setOpened] = useState<News | null>(null);
  return (
    <Stack gap="xl" py="md">
      <title>{`${name} · ${SITE_NAME}`}</title>
      <Stack gap={6}>
        <Text size="xs" fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: '0.08em' }}>
          Category
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
