import { describe, expect, it } from 'vitest';
import { mailMessages } from '@newsroom/shared';
import { renderMail, type MailContent, type MailLook } from './mail-layout.js';

const look: MailLook = {
  siteName: 'The <Lasallian> & "Co"',
  accentColor: '#00853f',
  logoUrl: 'https://news.school.test/app-icons/mark-00853f-192.png',
  publicUrl: 'https://news.school.test',
};

const content: MailContent = {
  subject: mailMessages.passwordResetSubject(look.siteName),
  greeting: mailMessages.greeting('<script>alert(1)</script>'),
  paragraphs: [mailMessages.passwordResetIntro('maria"><img src=x onerror=alert(1)>')],
  action: { label: mailMessages.passwordResetAction, url: 'https://news.school.test/reset-password?token=a&b="c"' },
  notes: [mailMessages.passwordResetLimits],
};

describe('renderMail', () => {
  it('escapes every value in the HTML and keeps it as typed in the plain text', () => {
    const { html, text, subject } = renderMail(content, look, 'en');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<Lasallian>');
    expect(html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(html).toContain('The &lt;Lasallian&gt; &amp; &quot;Co&quot;');
    expect(html).toContain('href="https://news.school.test/reset-password?token=a&amp;b=&quot;c&quot;"');
    expect(text).toContain('Hello <script>alert(1)</script>,');
    expect(text).toContain('Set a new password:\nhttps://news.school.test/reset-password?token=a&b="c"');
    expect(subject).toBe('Set a new password for The <Lasallian> & "Co"');
  });

  it("carries the school's name, logo and accent colour, and says who sent it", () => {
    const { html, text } = renderMail(content, look, 'en');
    expect(html).toContain(`<img src="${look.logoUrl}"`);
    expect(html).toContain('border-top:6px solid #00853f');
    expect(html).toContain('background:#00853f;');
    expect(text.split('\n')[0]).toBe(look.siteName);
    expect(text).toContain(`You receive this e-mail from ${look.siteName} (https://news.school.test).`);
  });

  it('writes every word in Filipino for a Filipino reader, values untouched', () => {
    const { html, text, subject } = renderMail({ ...content, greeting: mailMessages.greeting('Ligaya') }, look, 'fil');
    expect(subject).toBe('Magtakda ng bagong password para sa The <Lasallian> & "Co"');
    expect(html).toContain('<html lang="fil">');
    expect(text).toContain('Kumusta, Ligaya!');
    expect(text).toContain('Magtakda ng bagong password:');
    expect(text).toContain('Isang beses lang gagana ang link, sa loob ng 60 minuto.');
    expect(text).not.toMatch(/Hello|Set a new password|The link works/);
  });

  it("lists a summary's items, each line and link escaped in the HTML and as typed in the plain text", () => {
    const items = [
      {
        lines: ['<b>First</b> & "one"', 'Reason: <script>x</script>'],
        link: { label: mailMessages.passwordResetAction, url: 'https://news.school.test/a?b=1&c=2' },
      },
      { lines: ['Second'] },
    ];
    const { html, text } = renderMail({ ...content, action: undefined, items }, look, 'en');
    expect(html).toContain('<li style="margin:0 0 12px;">&lt;b&gt;First&lt;/b&gt; &amp; &quot;one&quot;<br>Reason: &lt;script&gt;x&lt;/script&gt;');
    expect(html).toContain('href="https://news.school.test/a?b=1&amp;c=2"');
    expect(html).not.toMatch(/<b>|<script>/);
    expect(text).toContain(
      '- <b>First</b> & "one"\n  Reason: <script>x</script>\n  Set a new password:\n  https://news.school.test/a?b=1&c=2\n\n- Second\n',
    );
  });

  it('keeps the subject on one line', () => {
    expect(renderMail({ ...content, subject: mailMessages.passwordResetSubject('Bulletin\r\nBcc: spy@elsewhere.test') }, look, 'en').subject).toBe(
      'Set a new password for Bulletin Bcc: spy@elsewhere.test',
    );
  });
});
