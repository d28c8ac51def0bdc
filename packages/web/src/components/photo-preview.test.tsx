import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { useState } from 'react';
import { expect, it } from 'vitest';
import { buildImage } from '../test/build-news';
import { PhotoPreview } from './photo-preview';

const photos = [buildImage('p1', { caption: 'The choir on stage', credit: 'Ana Reyes' }), buildImage('p2')];

function Previewed() {
  const [index, setIndex] = useState<number | null>(0);
  return (
    <MantineProvider>
      <PhotoPreview photos={photos} index={index} onIndexChange={setIndex} onClose={() => setIndex(null)} altOf={(at) => `Photo ${at + 1}`} />
    </MantineProvider>
  );
}

it("shows a story photo's caption and credit under it, and nothing for a photo without words", async () => {
  const user = userEvent.setup();
  render(<Previewed />);
  const dialog = await screen.findByRole('dialog');
  expect(screen.getByRole('img', { name: 'Photo 1' }).closest('figure')).toHaveTextContent('The choir on stagePhoto: Ana Reyes');
  expect(dialog.querySelector('figcaption')).not.toBeNull();

  await user.click(screen.getByRole('button', { name: 'Next photo' }));
  expect(await screen.findByRole('img', { name: 'Photo 2' })).toBeInTheDocument();
  expect(screen.queryByText('The choir on stage')).not.toBeInTheDocument();
  expect(screen.queryByText(/^Photo:/)).not.toBeInTheDocument();
  expect(dialog.querySelector('figcaption')).toBeNull();
});
