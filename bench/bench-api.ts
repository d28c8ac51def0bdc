/** The few API calls the benches make as a signed-in user. */
import sharp from 'sharp';

export async function json(response: Response): Promise<any> {
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

export async function signIn(base: string, username: string, password: string): Promise<string> {
  const body = await json(
    await fetch(`${base}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    }),
  );
  return body.accessToken as string;
}

/** A new story's form as the writers' desk sends it, with a generated 800×500 photo. */
export async function storyForm(fields: { title: string; description: string; content: string; category: string }): Promise<FormData> {
  const photo = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#1971c2' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  form.append('thumbnailUrl', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg');
  return form;
}
