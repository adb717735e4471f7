import { useEffect, useRef, useState } from 'react';
import * as f from '../shared/admin-forms.css.js';
import * as s from './studio.css.js';

/** The live preview: the page the fields make in a sandboxed frame (no scripts), at a desktop or phone width. */
export function PreviewFrame({ html }: { html: string }) {
  const [device, setDevice] = useState<'desktop' | 'phone'>('desktop');
  const boxRef = useRef<HTMLDivElement>(null);
  const [boxWidth, setBoxWidth] = useState(0);
  // Sizes are set once in the browser: a style attribute in the server's HTML is refused by the admin's
  // Content Security Policy (style-src 'self'), and logged; React sets them through the DOM instead.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  // On a phone the desktop page would be drawn at a quarter of its size: start with the phone's.
  useEffect(() => {
    if (window.matchMedia?.('(max-width: 767px)').matches) setDevice('phone');
  }, []);
  useEffect(() => {
    const box = boxRef.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setBoxWidth(entry!.contentRect.width));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  const frameWidth = device === 'desktop' ? 1280 : 390;
  const frameHeight = device === 'desktop' ? 1400 : 1600;
  const scale = boxWidth > 0 ? Math.min(1, boxWidth / frameWidth) : 1;
  return (
    <div className={f.field}>
      <div className={s.switcher} role="group" aria-label="Preview width">
        {(['desktop', 'phone'] as const).map((value) => (
          <button key={value} type="button" className={s.switchButton} aria-pressed={device === value} onClick={() => setDevice(value)}>
            {value === 'desktop' ? 'Desktop' : 'Phone'}
          </button>
        ))}
      </div>
      <div ref={boxRef} className={s.frameBox} style={mounted ? { height: `${Math.round(frameHeight * scale)}px`, maxWidth: device === 'phone' ? `${frameWidth}px` : undefined } : undefined}>
        <iframe
          title="Preview of the post page"
          sandbox=""
          srcDoc={html}
          className={s.frame}
          style={mounted ? { width: `${frameWidth}px`, height: `${frameHeight}px`, transform: scale < 1 ? `scale(${scale})` : undefined } : undefined}
        />
      </div>
    </div>
  );
}
