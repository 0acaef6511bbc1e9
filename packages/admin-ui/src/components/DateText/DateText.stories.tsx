import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DateText } from '@admin-console/admin-ui';

const meta = {
  title: 'Components/DateText',
  component: DateText,
  args: { value: '2026-01-20T05:00:00Z', timeZone: 'UTC' },
  argTypes: { show: { control: 'inline-radio', options: ['date', 'dateTime', 'age'] } },
} satisfies Meta<typeof DateText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/**
 * The console's one date format: a day, a day and a 24-hour time, an age counted from now, Latin
 * digits in Arabic too; the whole timestamp on hover; a missing or unreadable date as its placeholder.
 */
export const Formats: Story = {
  tags: ['visual'],
  render: () => (
    <dl style={{ display: 'grid', gridTemplateColumns: 'max-content max-content', gap: '4px 16px', margin: 0 }}>
      <dt>Day</dt>
      <dd style={{ margin: 0 }}>
        <DateText value="2026-01-20T05:00:00Z" timeZone="UTC" />
      </dd>
      <dt>Day and time</dt>
      <dd style={{ margin: 0 }}>
        <DateText value="2026-11-01T22:07:00Z" timeZone="UTC" show="dateTime" />
      </dd>
      <dt>Age</dt>
      <dd style={{ margin: 0 }}>
        <DateText value="2026-11-01T09:00:00Z" show="age" now={new Date('2026-11-23T10:00:00Z')} />
      </dd>
      <dt>Arabic, Latin digits</dt>
      <dd style={{ margin: 0 }} lang="ar" dir="rtl">
        <DateText value="2026-01-20T05:00:00Z" timeZone="UTC" locale="ar-JO" show="dateTime" />
      </dd>
      <dt>Unreadable</dt>
      <dd style={{ margin: 0 }}>
        <DateText value="soon" placeholder="N/A" />
      </dd>
    </dl>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('20 Jan 2026')).toHaveAttribute('datetime', '2026-01-20T05:00:00.000Z');
    await expect(canvas.getByText('1 Nov 2026, 22:07')).toBeVisible();
    await expect(canvas.getByText('22 d')).toBeVisible();
    await expect(canvas.getByText('N/A')).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent('Invalid Date');
  },
};
