import { describe, expect, it } from 'vitest';
import { localContentInputSchema, newspaperInputSchema } from './content';
import { validateLocalContent, validateMenu, validateNewspaper, validateNoticeboard } from './rules';
import { expectMessagesInOrder } from '../shared/expect-order';

describe('validateLocalContent', () => {
  it('reports the spec messages in the spec order', () => {
    expectMessagesInOrder(validateLocalContent, [
      ['category', 'Local content category cannot be empty.', 'Church'],
      ['title', 'Local content title cannot be empty.', 'Parish news'],
      ['description', 'Local content description cannot be empty.', 'Weekly'],
      ['url', 'Local content web address link cannot be empty.', 'https://example.ie'],
      ['icon_url', 'Local content logo address link cannot be empty.', 'https://example.ie/i.png'],
    ]);
  });

  it('lets an empty body through the schema so the spec message is what the user sees', () => {
    const parsed = localContentInputSchema.parse({ title: '  ', junk: 'x' });
    expect(parsed).not.toHaveProperty('junk');
    expect(validateLocalContent(parsed)).toBe('Local content category cannot be empty.');
  });
});

describe('validateNewspaper', () => {
  it('reports the spec messages in the spec order', () => {
    expectMessagesInOrder(validateNewspaper, [
      ['title', 'Newspaper title cannot be empty.', 'Irish Times'],
      ['description', 'Newspaper description cannot be empty.', 'Daily'],
      ['url', 'Newspaper web address link cannot be empty.', 'https://x.ie'],
      ['icon_url', 'Newspaper logo address link cannot be empty.', 'https://x.ie/l.png'],
    ]);
  });

  it('refuses a link that is not a web address', () => {
    expect(newspaperInputSchema.safeParse({ url: 'javascript:alert(1)' }).success).toBe(false);
    expect(newspaperInputSchema.safeParse({ title: 42 }).success).toBe(false);
  });

  it('takes a logo from the web or from the portal itself, nothing else', () => {
    const logo = (icon_url: string) => newspaperInputSchema.safeParse({ icon_url }).success;
    expect(logo('https://x.ie/l.png')).toBe(true);
    expect(logo('/demo-images/newspaper.svg')).toBe(true);
    expect(logo('//elsewhere.example/l.png')).toBe(false);
    expect(logo('javascript:alert(1)')).toBe(false);
    expect(logo('data:image/svg+xml,<svg/>')).toBe(false);
    // Any other path of the portal would be fetched by every staff browser showing the row, with its session.
    expect(logo('/v1/acorn/residents/36/export.json')).toBe(false);
    expect(logo('/demo-images/../v1/acorn/residents/36/export.json')).toBe(false);
    expect(logo('/demo-images/%2e%2e/v1/acorn/residents/36/export.json')).toBe(false);
    expect(logo('/demo-images/..\\v1\\acorn\\residents\\36\\export.json')).toBe(false);
    expect(logo('/demo-images/..')).toBe(false);
    expect(logo('/demo-images/')).toBe(false);
    expect(logo('/demo-imagesx/a.svg')).toBe(false);
    const refused = newspaperInputSchema.safeParse({ icon_url: '/v1/acorn/me' });
    expect(refused.error?.issues[0]?.message).toBe(
      'Must be a web address starting with http:// or https://, or a picture under /demo-images/',
    );
    // The site link itself stays a web address.
    expect(newspaperInputSchema.safeParse({ url: '/demo-images/newspaper.svg' }).success).toBe(false);
  });
});

describe('validateNoticeboard', () => {
  it('reports the spec messages in the spec order', () => {
    expectMessagesInOrder(validateNoticeboard, [
      ['title', 'Noticeboard title cannot be empty.', 'Bingo'],
      ['description', 'Noticeboard description cannot be empty.', 'Friday 3pm'],
    ]);
  });
});

describe('validateMenu', () => {
  it('needs a title and nothing else', () => {
    expectMessagesInOrder(validateMenu, [['title', 'Menu title cannot be empty.', 'Week 1']]);
  });
});
