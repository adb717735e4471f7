import { createContext, useContext, type ReactNode } from 'react';
import type { PublicFactView } from '../../core/company-facts.js';
import { usePage } from '../app/site-context.js';
import type {
  Block,
  Card,
  CardsBlock,
  ContactBlock,
  FaqBlock,
  StepsBlock,
  TableBlock,
  TestimonialsBlock,
} from '../content/page-content.js';
import { sectionId } from '../content/content-rules.js';
import { CheckIcon, ChevronDownIcon, ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '../layout/icons.js';
import { LinkCardGrid } from '../layout/link-card-grid.js';
import { ActionRow } from './action-button.js';
import { blockIcons } from './block-icons.js';
import { BlockSection, Checklist, Paragraphs, type Tone } from './block-section.js';
import { FormBlockBody } from './form-block.js';
import { MetricGrid } from './metric-grid.js';
import * as s from './blocks.css.js';
import * as frame from './block-section.css.js';

/** Background of each block: its own tone, else alternating plain and tinted down the page. */
export function blockTone(block: Block, index: number): Tone {
  return block.tone ?? (index % 2 === 0 ? 'plain' : 'tinted');
}

/** The blocks of a page, in order. */
export function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <BlockView key={`${block.type}-${index}`} block={block} index={index} />
      ))}
    </>
  );
}

/** One block in its section frame. */
export function BlockView({ block, index }: { block: Block; index: number }) {
  const tone = blockTone(block, index);
  const anchor = sectionId(block);
  const frameProps = { id: anchor ?? `block-${index}`, anchor, eyebrow: block.eyebrow, title: block.title, intro: block.intro, tone };
  switch (block.type) {
    case 'prose':
      return (
        <BlockSection {...frameProps} actions={block.action ? [block.action] : undefined}>
          <Paragraphs paragraphs={block.paragraphs} />
          {block.checklist ? <Checklist items={block.checklist} /> : null}
        </BlockSection>
      );
    case 'cards':
      return (
        <BlockSection {...frameProps} actions={block.action ? [block.action] : undefined}>
          <Cards block={block} />
        </BlockSection>
      );
    case 'stats':
      return (
        <BlockSection {...frameProps}>
          <MetricGrid metrics={block.stats} tone={tone === 'dark' ? 'dark' : 'light'} columns={columnsFor(block.stats.length)} />
        </BlockSection>
      );
    case 'steps':
      return (
        <BlockSection {...frameProps} actions={block.action ? [block.action] : undefined}>
          <Steps block={block} />
        </BlockSection>
      );
    case 'faq':
      return (
        <BlockSection {...frameProps}>
          <FaqAccordion block={block} name={`faq-${frameProps.id}`} />
        </BlockSection>
      );
    case 'links':
      return (
        <BlockSection {...frameProps}>
          <LinkCardGrid links={block.links} columns={columnsFor(block.links.length) === 4 ? 4 : 3} />
        </BlockSection>
      );
    case 'table':
      return (
        <BlockSection {...frameProps}>
          <Table block={block} />
        </BlockSection>
      );
    case 'cta':
      return (
        <BlockSection {...frameProps} actions={block.actions}>
          <Paragraphs paragraphs={block.paragraphs} />
        </BlockSection>
      );
    case 'testimonials':
      return (
        <BlockSection {...frameProps}>
          <Testimonials block={block} />
        </BlockSection>
      );
    case 'contact':
      return (
        <BlockSection {...frameProps}>
          <Contact block={block} onDark={tone === 'dark'} />
        </BlockSection>
      );
    case 'form':
      return (
        <BlockSection {...frameProps}>
          <FormBlockBody block={block} />
        </BlockSection>
      );
  }
}

/** Desktop columns for n items, so that no row is left with a single orphan: 4 → 4, 5 and 6 → 3, 8 → 4. */
export function columnsFor(count: number): 2 | 3 | 4 {
  if (count <= 2) return 2;
  if (count % 4 === 0) return 4;
  if (count % 3 === 0 || count === 5) return 3;
  return count === 7 ? 4 : 3;
}

function Cards({ block }: { block: CardsBlock }) {
  return <CardGrid cards={block.cards} columns={block.columns ?? columnsFor(block.cards.length)} />;
}

/** Icon cards: title (linked when the card has an href), badge, description and checklist. */
export function CardGrid({ cards, columns }: { cards: readonly Card[]; columns: 2 | 3 | 4 }) {
  return (
    <ul className={s.cardGrid[columns]}>
      {cards.map((card) => {
        const Icon = card.icon ? blockIcons[card.icon] : undefined;
        return (
          <li key={card.title} className={s.card}>
            {Icon ? (
              <span className={s.cardIcon}>
                <Icon size={24} />
              </span>
            ) : null}
            <h3 className={s.cardTitle}>
              {card.href ? (
                <a href={card.href} className={s.cardLink}>
                  {card.title}
                </a>
              ) : (
                card.title
              )}
            </h3>
            {card.badge ? <p className={s.badge}>{card.badge}</p> : null}
            <p className={s.cardText}>{card.description}</p>
            {card.features?.length ? (
              <ul className={s.features}>
                {card.features.map((feature) => (
                  <li key={feature} className={s.feature}>
                    <CheckIcon size={18} className={s.check} />
                    {feature}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function Steps({ block }: { block: StepsBlock }) {
  return (
    <ol className={s.steps[columnsFor(block.steps.length)]}>
      {block.steps.map((step) => (
        <li key={step.title} className={s.step}>
          <h3 className={s.stepTitle}>{step.title}</h3>
          <p className={s.stepText}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

/**
 * Questions as <details> sharing one name: the browser keeps one open at a time, each closes again on a
 * second activation, Enter and Space work on the summary, and the answers are in the HTML without JavaScript.
 */
export function FaqAccordion({ block, name }: { block: FaqBlock; name: string }) {
  return (
    <div className={s.faqList}>
      {block.items.map((item) => (
        <details key={item.question} name={name} className={s.faqItem}>
          <summary className={s.faqSummary}>
            <h3 className={s.faqQuestion}>{item.question}</h3>
            <ChevronDownIcon size={20} className={s.faqChevron} />
          </summary>
          <p className={s.faqAnswer}>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}

function Table({ block }: { block: TableBlock }) {
  return (
    <>
      {/* Focusable so keyboard users can scroll it sideways on narrow screens. */}
      <div className={s.tableWrap} tabIndex={0} role="region" aria-label={block.caption}>
        <table className={s.table}>
          <caption className={s.caption}>{block.caption}</caption>
          <thead>
            <tr>
              {block.columns.map((column) => (
                <th key={column} scope="col" className={s.th}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row) => (
              <tr key={row[0]}>
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row" className={s.rowHeader}>
                      {cell}
                    </th>
                  ) : (
                    <td key={i} className={s.td}>
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {block.note ? <p className={`${s.note} ${s.onDarkText}`}>{block.note}</p> : null}
    </>
  );
}

/** The testimonials a page's `load` read (docs/product.md#253-company-facts), for its testimonials block. */
export const TestimonialsContext = createContext<readonly PublicFactView<'testimonial'>[]>([]);

function Testimonials(_props: { block: TestimonialsBlock }) {
  const testimonials = useContext(TestimonialsContext);
  return (
    <ul className={s.quotes}>
      {testimonials.map(({ id, fields: t }) => (
        <li key={id} data-fact-id={id}>
          <figure className={s.quote}>
            <blockquote className={s.quoteText}>
              <p>{t.quote}</p>
            </blockquote>
            <figcaption className={s.quoteBy}>
              <span className={s.quoteRole}>{t.role}</span>
              {t.organization}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

/** Direct lines to dispatch, from configuration, beside the block's copy and buttons. */
function Contact({ block, onDark }: { block: ContactBlock; onDark: boolean }) {
  const { site } = usePage();
  const details: { icon: ReactNode; label: string; value: ReactNode }[] = [
    {
      icon: <MailIcon size={18} />,
      label: 'E-mail',
      value: (
        <a href={`mailto:${site.email}`} className={s.contactLink}>
          {site.email}
        </a>
      ),
    },
    { icon: <ClockIcon size={18} />, label: 'Dispatch hours', value: '24/7/365, holidays included' },
    { icon: <MapPinIcon size={18} />, label: 'Headquarters', value: `${site.hq.city}, ${site.hq.region}` },
  ];
  return (
    <div className={s.contactLayout}>
      <div>
        <Paragraphs paragraphs={block.paragraphs} />
        {block.checklist ? <Checklist items={block.checklist} /> : null}
        <ActionRow actions={block.actions} className={frame.actions} onDark={onDark} />
      </div>
      <div className={s.contactPanel}>
        <p className={s.contactLabel}>
          <PhoneIcon size={18} />
          24/7 dispatch line
        </p>
        <a href={site.phoneHref} className={s.contactPhone}>
          {site.phone}
        </a>
        <dl className={s.contactDetails}>
          {details.map((d) => (
            <div key={d.label}>
              <dt className={s.contactLabel}>
                {d.icon}
                {d.label}
              </dt>
              <dd className={s.contactValue}>{d.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
