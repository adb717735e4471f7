import * as s from './brand-link.css.js';

interface BrandLinkProps {
  brandName: string;
  logoSrc: string;
  tone: keyof typeof s.link;
  className?: string;
}

/** Logo mark plus the brand name as text, linking home. The text stays readable if the image fails. */
export function BrandLink({ brandName, logoSrc, tone, className }: BrandLinkProps) {
  return (
    <a href="/" className={className ? `${s.link[tone]} ${className}` : s.link[tone]}>
      <img src={logoSrc} width={40} height={40} alt="" />
      <span className={s.name}>{brandName}</span>
    </a>
  );
}
