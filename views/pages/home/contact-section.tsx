import { Island } from '../../app/island.js';
import { usePage } from '../../app/site-context.js';
import { contactSection } from '../../content/home.js';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '../../layout/icons.js';
import { SectionHeading } from '../../layout/section-heading.js';
import { HomeQuoteForm } from '../../quote/home-quote-form.js';
import { container, section } from '../../theme/utilities.css.js';
import * as s from './contact-section.css.js';

/** The home contact section (id "contact"): direct lines to dispatch beside the home quote form. */
export function ContactSection() {
  const { site, form } = usePage();
  const { eyebrow, title, intro } = contactSection;
  const posted = form?.form === 'home_quote' ? form : undefined;
  const details = [
    {
      Icon: MailIcon,
      label: contactSection.emailLabel,
      value: (
        <a href={`mailto:${site.email}`} className={s.email}>
          {site.email}
        </a>
      ),
      wide: true,
    },
    { Icon: ClockIcon, label: contactSection.hoursLabel, value: contactSection.hours },
    { Icon: MapPinIcon, label: contactSection.hqLabel, value: `${site.hq.city}, ${site.hq.region}` },
  ];
  return (
    <section id="contact" aria-labelledby="contact-title" className={`${section} ${s.contact}`}>
      <div className={`${container} ${s.layout}`}>
        <div className={s.aside}>
          <SectionHeading id="contact-title" eyebrow={eyebrow} title={title} intro={intro} />
          <div className={s.panel}>
            <p className={s.label}>
              <PhoneIcon size={18} className={s.icon} />
              {contactSection.phoneLabel}
            </p>
            <a href={site.phoneHref} className={s.phone}>
              {site.phone}
            </a>
            <dl className={s.details}>
              {details.map(({ Icon, label, value, wide }) => (
                <div key={label} className={wide ? s.wide : undefined}>
                  <dt className={s.label}>
                    <Icon size={18} className={s.icon} />
                    {label}
                  </dt>
                  <dd className={s.value}>{value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
        <Island name="HomeQuoteForm" component={HomeQuoteForm} hydrate="visible" props={{ phone: site.phone, phoneHref: site.phoneHref, ...(posted && { posted }) }} />
      </div>
    </section>
  );
}
