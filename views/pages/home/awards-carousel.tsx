import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import type { AwardFields } from '../../../core/company-facts.js';
import { FactPicture, type FactPictureSource } from '../../blocks/fact-picture.js';
import { visuallyHidden } from '../../theme/utilities.css.js';
import { nextIndex, previousIndex, wrapIndex } from './carousel-index.js';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon, TrophyIcon } from './home-icons.js';
import * as s from './awards-carousel.css.js';

/** An award as the carousel shows it: its fact's id and fields, and its picture (an upload, or the built URL of its SVG). */
export interface AwardSlide extends Omit<AwardFields, 'image'> {
  id: string;
  picture: FactPictureSource;
  alt: string;
}

/** Island props: serializable only (the page resolves pictures before rendering the island). */
export interface AwardsCarouselProps {
  label: string;
  awards: readonly AwardSlide[];
  imageWidth: number;
  imageHeight: number;
  /** Auto-advance interval in milliseconds. */
  intervalMs: number;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * One award at a time, with previous/next buttons and a dot per award; it wraps both ways. It advances on
 * its own every `intervalMs`, except while the pointer is over it, while focus is inside it, after the
 * visitor stops rotation, or when they prefer reduced motion. All slides are in the server HTML (the first
 * one showing), stacked in one grid cell so the tallest sets the height and changing slides never shifts
 * the page.
 */
export function AwardsCarousel({ label, awards, imageWidth, imageHeight, intervalMs }: AwardsCarouselProps) {
  const id = useId();
  const count = awards.length;
  const [active, setActive] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const images = useRef(new Map<string, HTMLImageElement>());

  const markFailed = (awardId: string) =>
    setFailed((current) => (current.has(awardId) ? current : new Set(current).add(awardId)));

  useEffect(() => {
    // An image that failed before hydration fired its error event before React was listening.
    for (const [awardId, img] of images.current) {
      if (img.complete && img.naturalWidth === 0) markFailed(awardId);
    }
    if (window.matchMedia(REDUCED_MOTION).matches) setStopped(true);
  }, []);

  const rotating = !stopped && count > 1;
  useEffect(() => {
    if (!rotating || hovered || focused) return;
    const timer = window.setTimeout(() => setActive((index) => nextIndex(index, count)), intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, hovered, focused, active, count, intervalMs]);

  const show = (index: number) => {
    const next = wrapIndex(index, count);
    const award = awards[next]!;
    setActive(next);
    setAnnouncement(`Award ${next + 1} of ${count}: ${award.title}, ${award.year}`);
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node && event.currentTarget.contains(next))) setFocused(false);
  };

  const slidesId = `${id}slides`;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={s.carousel}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div id={slidesId} className={s.slides}>
        {awards.map((award, index) => (
          <div
            key={award.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            className={s.slide}
            data-active={index === active || undefined}
            data-fact-id={award.id}
          >
            <div className={s.badge}>
              {failed.has(award.id) ? (
                <div role="img" aria-label={`Trophy: ${award.title}, ${award.year}`} className={s.fallback}>
                  <TrophyIcon size={44} className={s.fallbackIcon} />
                  <span className={s.fallbackTitle}>{award.title}</span>
                  <span className={s.fallbackYear}>{award.year}</span>
                </div>
              ) : (
                <FactPicture
                  picture={award.picture}
                  sizes={`${imageWidth}px`}
                  ref={(img) => {
                    if (img) images.current.set(award.id, img);
                    else images.current.delete(award.id);
                  }}
                  width={imageWidth}
                  height={imageHeight}
                  alt={award.alt}
                  // Lazy: the awards sit far below the fold, and an eager image would make React emit a
                  // <link rel="preload"> as the island's first element, which the loader would watch instead.
                  loading="lazy"
                  decoding="async"
                  className={s.image}
                  onError={() => markFailed(award.id)}
                />
              )}
            </div>
            <div className={s.body}>
              <p className={s.meta}>
                <span className={s.category}>{award.category}</span>
                <span className={s.year}>{award.year}</span>
              </p>
              <h3 className={s.title}>{award.title}</h3>
              <p className={s.organization}>{award.organization}</p>
              <p className={s.description}>{award.description}</p>
              <p className={s.detail}>{award.detail}</p>
            </div>
          </div>
        ))}
      </div>

      <div className={s.controls}>
        <button type="button" className={s.arrow} aria-controls={slidesId} aria-label="Previous award" onClick={() => show(previousIndex(active, count))}>
          <ChevronLeftIcon size={20} />
        </button>
        <div className={s.dots}>
          {awards.map((award, index) => (
            <button
              key={award.id}
              type="button"
              className={s.dot}
              aria-controls={slidesId}
              aria-label={`Show award ${index + 1} of ${count}`}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => show(index)}
            />
          ))}
        </div>
        <button type="button" className={s.arrow} aria-controls={slidesId} aria-label="Next award" onClick={() => show(nextIndex(active, count))}>
          <ChevronRightIcon size={20} />
        </button>
        {count > 1 ? (
          <button
            type="button"
            className={s.rotation}
            aria-label={stopped ? 'Start automatic rotation' : 'Stop automatic rotation'}
            onClick={() => setStopped((value) => !value)}
          >
            {stopped ? <PlayIcon size={16} /> : <PauseIcon size={16} />}
          </button>
        ) : null}
      </div>
      <p aria-live="polite" aria-atomic="true" className={visuallyHidden}>
        {announcement}
      </p>
    </section>
  );
}
AwardsCarousel.displayName = 'AwardsCarousel' as const; // its island name (views/app/islands.ts)
