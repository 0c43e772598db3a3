import type { Theme } from '@emotion/react';
import type { ComponentProps, ReactNode } from 'react';
import { Banner } from '../Banner';
import { Button, buttonStyle, chipStyle, iconButtonStyle, type ButtonVariant } from '../Button';
import { Card, iconBadgeStyle } from '../Card';
import { dialogCloseStyle, dialogHeaderStyle, dialogStyle, dialogTitleStyle } from '../Dialog';
import { checkboxRowStyle, checkboxStyle, controlStyle, Field, textareaStyle } from '../Field';
import { cardGridStyle, containerStyle, plainListStyle } from '../layout';
import { PriceCard, priceCardListStyle } from '../PriceCard';
import { SectionHeading } from '../SectionHeading';
import { SignIcon } from '../SignIcon';
import { tabListStyle, tabStyle, useTabs } from '../Tabs';
import { inkSurfaceFocus } from '../tokens';

/**
 * Every component of the package in every state it can be drawn in, on one page: the quickest
 * look at the whole design system (`npm run preview -w @inklined/design-system`, then open
 * packages/design-system/dist/preview.html). States that need a pointer (hover) are named, not shown.
 */
const groupStyle = (theme: Theme) => ({ display: 'grid', gap: theme.space.md, marginBottom: theme.space.xxl });
const rowStyle = { display: 'flex', flexWrap: 'wrap' as const, gap: '0.75rem', alignItems: 'center' };
const inkBoxStyle = (theme: Theme) => ({
  padding: '1.5rem',
  borderRadius: theme.radii.lg,
  background: theme.colors.ink,
  color: theme.colors.onInk,
  ...inkSurfaceFocus,
});
const labelStyle = (theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.small, color: theme.colors.inkMuted });

function Group({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  const id = `preview-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section css={groupStyle} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

const variants: readonly ButtonVariant[] = ['primary', 'secondary', 'quiet'];

function Buttons() {
  return (
    <Group title="Buttons">
      {variants.map((variant) => (
        <div key={variant} css={rowStyle}>
          <Button variant={variant}>Get a quote</Button>
          <Button variant={variant} aria-disabled="true">
            SENDING...
          </Button>
          <a href="#buttons" css={buttonStyle(variant)}>
            As a link
          </a>
          <p css={labelStyle}>{variant}: normal, unavailable while sending, on a link</p>
        </div>
      ))}
      <div css={[inkBoxStyle, rowStyle]}>
        <Button variant="inverse">Get Started</Button>
        <p css={[labelStyle, { color: 'inherit' }]}>inverse, on ink</p>
      </div>
      <div css={rowStyle}>
        <button type="button" css={iconButtonStyle} aria-label="Previous">
          <span aria-hidden="true">‹</span>
        </button>
        <button type="button" css={iconButtonStyle} aria-label="Next">
          <span aria-hidden="true">›</span>
        </button>
        <p css={labelStyle}>icon buttons</p>
      </div>
      <div css={rowStyle}>
        <button type="button" css={chipStyle} aria-pressed="true">
          All
        </button>
        <button type="button" css={chipStyle} aria-pressed="false">
          Research Methods
        </button>
        <p css={labelStyle}>chips: pressed, not pressed</p>
      </div>
    </Group>
  );
}

function Headings() {
  return (
    <Group title="Section headings">
      <SectionHeading
        eyebrow="Our services"
        title="Writing help you can trust"
        lead="Centred: a band that introduces a grid."
      />
      <SectionHeading
        align="start"
        title="Reading text keeps its heading at the start"
        lead="Start: a section of text or a form."
      />
      <div css={inkBoxStyle}>
        <SectionHeading onInk eyebrow="On ink" title="A heading on the ink band" lead="Its text turns light." />
      </div>
    </Group>
  );
}

function Cards() {
  return (
    <Group title="Cards">
      <ul css={[plainListStyle, cardGridStyle(3)]} role="list">
        <Card as="li">
          <span css={iconBadgeStyle}>
            <SignIcon sign="tick" />
          </span>
          <h3>Plain card</h3>
          <p>The one surface for content cards.</p>
        </Card>
        <Card as="li" tone="emphasis">
          <h3 css={{ color: 'inherit' }}>Emphasis</h3>
          <p>Only for the one card a section wants seen first.</p>
        </Card>
        <Card as="li">
          <h3>Third card</h3>
          <p>Three columns from a tablet&apos;s width, one below it: never two and a lone one.</p>
        </Card>
      </ul>
    </Group>
  );
}

/** The three plans of the services page, each with the button its tone asks for. */
const plans: ReadonlyArray<Omit<ComponentProps<typeof PriceCard>, 'action'> & { readonly variant: ButtonVariant }> = [
  {
    title: 'Basic',
    price: '$100',
    features: ['1 article', '3+1 revisions', '7 days', 'Plagiarism report'],
    variant: 'primary',
  },
  {
    tone: 'featured',
    title: 'Standard',
    price: '$400',
    features: ['3 articles', '5 days per article'],
    variant: 'inverse',
  },
  {
    tone: 'premium',
    title: 'Premium',
    price: '$650',
    features: ['5 articles', '5 days per article'],
    variant: 'primary',
  },
];

function PriceCards() {
  return (
    <Group title="Price cards">
      <ul css={priceCardListStyle(3)}>
        {plans.map(({ variant, ...plan }) => (
          <PriceCard key={plan.title} {...plan} action={<Button variant={variant}>Get Started</Button>} />
        ))}
      </ul>
    </Group>
  );
}

function Fields() {
  return (
    <Group title="Fields">
      <div css={{ display: 'grid', gap: '1rem', maxWidth: '30rem' }}>
        <Field id="preview-name" label="Name" need="(required)">
          {(control) => <input {...control} css={controlStyle} defaultValue="Asha Rao" />}
        </Field>
        <Field
          id="preview-email"
          label="Email"
          need="(required)"
          hint="We reply from our own address."
          error="Please enter a valid email"
        >
          {(control) => <input {...control} type="email" css={controlStyle} defaultValue="hugo@gmail" />}
        </Field>
        <Field id="preview-service" label="Service" need="(optional)">
          {(control) => (
            <select {...control} css={controlStyle} defaultValue="editing">
              <option value="editing">Editing and proofreading</option>
            </select>
          )}
        </Field>
        <Field id="preview-message" label="Message" error="Please enter your message">
          {(control) => <textarea {...control} css={textareaStyle} />}
        </Field>
        <label css={checkboxRowStyle}>
          <input type="checkbox" css={checkboxStyle} defaultChecked />
          <span>A checkbox with its label beside it</span>
        </label>
        <input css={controlStyle} aria-label="Unavailable field" disabled defaultValue="Unavailable" />
      </div>
    </Group>
  );
}

function Banners() {
  return (
    <Group title="Banners">
      <Banner tone="success" title="Thank you!">
        <p css={{ margin: 0 }}>Your message has been sent.</p>
      </Banner>
      <Banner tone="danger">
        <p css={{ margin: 0 }}>Failed to send email. Please try again later.</p>
      </Banner>
      <Banner tone="info">
        <p css={{ margin: 0 }}>A part of this page is loading.</p>
      </Banner>
    </Group>
  );
}

function TabsPreview() {
  const tabs = useTabs(['articles', 'theses', 'ppt'] as const, 'theses');
  const labels = { articles: 'Articles', theses: 'Theses', ppt: 'PPT' };
  return (
    <Group title="Tabs">
      <div {...tabs.tabListProps} aria-label="Preview tabs" css={tabListStyle}>
        {(['articles', 'theses', 'ppt'] as const).map((id) => (
          <button key={id} {...tabs.tabProps(id)} css={tabStyle}>
            {labels[id]}
          </button>
        ))}
      </div>
      {(['articles', 'theses', 'ppt'] as const).map((id) => (
        <div key={id} {...tabs.panelProps(id)}>
          <p css={{ textAlign: 'center' }}>The {labels[id]} panel; the selected tab is filled.</p>
        </div>
      ))}
    </Group>
  );
}

function DialogPreview() {
  // The dialog's frame as it is drawn when open; the live one sits in the top layer.
  return (
    <Group title="Dialog">
      <div
        css={[dialogStyle, { position: 'static', display: 'block', margin: 0 }]}
        role="group"
        aria-labelledby="preview-dialog-title"
      >
        <div css={dialogHeaderStyle}>
          <h3 id="preview-dialog-title" css={dialogTitleStyle}>
            Speak with an Expert
          </h3>
          <button type="button" css={dialogCloseStyle} aria-label="Close">
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <p css={{ margin: 0 }}>The form goes here.</p>
      </div>
    </Group>
  );
}

export function DesignPreview() {
  return (
    <main css={[containerStyle, { paddingBlock: '2.5rem' }]}>
      <h1>Design system</h1>
      <Buttons />
      <Headings />
      <Cards />
      <PriceCards />
      <Fields />
      <Banners />
      <TabsPreview />
      <DialogPreview />
    </main>
  );
}
